// Spanish texts of a search's map (product.md, Searches: Map; Builder, the area step). Quotes of the spec are the
// contract, letter for letter; the rest are ours.
import { formatCount } from '@vitrina/shared/format';

const listings = (count: number) => formatCount(count, 'publicación', 'publicaciones');

export const searchMapTexts = {
  title: 'Ubicación en mapa',
  // ours (the map button is named after the panel it opens)
  open: 'Ubicación en mapa',
  close: 'Cerrar mapa',
  map: 'Mapa de los resultados',
  loading: 'Buscando publicaciones en el mapa…',
  loadingMap: 'Cargando el mapa…',
  loadingListing: 'Abriendo la publicación…',
  failed: 'No pudimos cargar las publicaciones del mapa.',
  retry: 'Reintentar',
  // ours: the map's images (its tiles) could not be loaded, so the map is a grey field.
  tilesFailed: 'No se pudieron cargar las imágenes del mapa: revisá tu conexión y reintentá.',
  none: 'No hay publicaciones en esta parte del mapa. Mové el mapa o alejate.',
  total: (count: number) => `${listings(count)} en el mapa`,
  // A grey cluster says why it is grey: every listing in it was already seen.
  cluster: (count: number, viewed = false) => `${listings(count)} aquí${viewed ? ', ya vistas' : ''}: acercar`,
  listing: (price: string, viewed: boolean) => `Publicación de ${price}${viewed ? ', ya vista' : ''}: ver detalle`,
  // ours: listings at one point (the units of one building), and the sheet that lists them.
  stack: (count: number, viewed = false) =>
    `${listings(count)} en este lugar${viewed ? ', ya vistas' : ''}: ver cuáles`,
  stackTitle: (count: number) => `${listings(count)} en este lugar`,
  viewed: 'ya vista',
  sheetClose: 'Cerrar',
  // ours: a cell tapped when the map cannot zoom in any further.
  cellTitle: (count: number) => `${listings(count)} aquí`,
  cellAtMaxZoom:
    'El mapa no se acerca más, y hay demasiadas publicaciones a la vista para mostrarlas una por una: las encontrás en las tarjetas de la búsqueda.',
  area: {
    choose: 'Elegir zona en el mapa',
    change: 'Cambiar zona',
    dialog: 'Zona de la búsqueda',
    map: 'Mapa para elegir la zona',
    hint: 'Mové y acercá el mapa hasta ver la zona que buscás, o dibujá un rectángulo sobre ella.',
    // The wording: the spec names the step (places by map search) but quotes no text for it.
    takeView: 'Buscar en esta zona',
    draw: 'Dibujar un rectángulo',
    drawing: 'Arrastrá sobre el mapa para dibujar la zona.',
    drawn: 'Usar el rectángulo dibujado',
    chosen: 'Zona elegida en el mapa',
    cancel: 'Cancelar',
  },
} as const;
