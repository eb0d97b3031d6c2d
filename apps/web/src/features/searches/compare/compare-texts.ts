// Texts of 'Comparar' in the filtered results (docs/product.md, Searches: Filtered results). All ours: the spec has
// no comparison.
import { formatCount } from '@vitrina/shared/format';

export const compareTexts = {
  toggle: 'Comparar',
  open: (count: number) => `Comparar (${count})`,
  chosen: (count: number) => formatCount(count, 'publicación elegida', 'publicaciones elegidas'),
  needMore: 'Elegí al menos 2 publicaciones para comparar.',
  ready: 'Listo para comparar.',
  tooMany: 'Podés comparar hasta 4 publicaciones a la vez: quitá una para sumar otra.',
  clear: 'Quitar todas',
  title: 'Comparar',
  caption: (count: number) => `Comparación de ${count} publicaciones`,
  listing: 'Publicación',
  close: 'Cerrar',
  remove: (title: string) => `Quitar ${title} de la comparación`,
  viewDetail: 'Ver detalle',
  best: 'Mejor',
  bestLowest: 'Mejor: el menor',
  bestHighest: 'Mejor: el mayor',
  currencies: 'En monedas distintas: no se comparan',
  pricePerSquareMeter: 'Precio por m²',
  address: 'Dirección',
  sizes: 'Talles',
  colors: 'Colores',
  none: '—',
  noValue: 'Sin dato',
  opinions: 'Qué opinan',
  noAnswer: 'Sin responder',
  scrollHint: 'Deslizá hacia los costados para ver todas.',
} as const;
