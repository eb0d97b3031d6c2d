// Texts of the summary of what a participant likes (product.md, Searches: What one likes). All ours.
import { formatCount } from '@vitrina/shared/format';

export const summaryTexts = {
  title: (name: string | null) => (name ? `Lo que le gusta a ${name}` : 'Lo que te gusta'),
  basedOn: (likes: number) => `Según ${formatCount(likes, 'Me gusta', 'Me gusta')}`,
  price: 'Precio',
  priceRange: (median: string, min: string, max: string) =>
    min === max ? median : `${median} (entre ${min} y ${max})`,
  area: 'Superficie',
  areaValue: (total: string | null, covered: string | null) =>
    [total !== null && `${total} m² totales`, covered !== null && `${covered} m² cubiertos`].filter(Boolean).join(', '),
  rooms: 'Ambientes',
  roomsValue: (rooms: number | null, bedrooms: number | null) =>
    [
      rooms !== null && formatCount(rooms, 'ambiente', 'ambientes'),
      bedrooms !== null && formatCount(bedrooms, 'dormitorio', 'dormitorios'),
    ]
      .filter(Boolean)
      .join(', '),
  places: 'Zonas',
  tags: 'Etiquetas',
  brands: 'Marcas',
  sizes: 'Talles',
  counted: (name: string, count: number) => `${name} (${count})`,
};
