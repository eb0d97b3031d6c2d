// Spanish texts of the searches feature that the shared package does not already hold (the quotes of product.md,
// Searches are
// the contract, letter for letter; the rest are ours). Each screen adds its own group below.
import type { StepId } from './builder/wizard-model';
import { formatCount } from '@vitrina/shared/format';
import { fieldStepTitles } from '@/components/filter-steps/field-answers';
import { filterStepTexts } from '@/components/filter-steps/filter-step-texts';

export const builderTexts = {
  platform: 'toda la aplicación',
  // ours
  queryBox: 'Buscar con una frase',
  history: 'Historial de búsqueda',
  seeAll: 'Ver listado completo',
  groups: 'Buscar en grupos',
  remove: 'Quitar',
  /** A microsite's whole site, as the shared micrositeMessages.wholeSite. */
  wholeSite: 'En todo el sitio',
  // ours
  heading: 'Nueva búsqueda',
  switcher: 'Dónde buscar',
  searchingIn: 'Buscando en',
  search: 'Buscar',
  addFilter: 'Agregar otro filtro',
  removeFilter: 'Eliminar filtro',
  order: 'Orden de los resultados',
  title: 'Título de la búsqueda',
  filters: 'Filtros',
  filterForm: 'Nuevo filtro',
  noTitle: 'Elegí un tipo y una categoría para empezar.',
  noGroups: 'Todavía no formás parte de ningún grupo.',
  noHistory: 'Todavía no hiciste búsquedas.',
  scopeMissing: 'No encontramos dónde buscar.',
  next: 'Siguiente',
  change: 'Cambiar',
  completed: 'Listo',
  ...filterStepTexts,
  currency: 'Moneda',
  placesLabel: 'Barrio, ciudad o provincia',
  placesHint: 'Escribí al menos 3 letras.',
  placesNone: 'No encontramos lugares con ese nombre.',
  addPlace: (name: string) => `Agregar ${name}`,
  removePlace: (name: string) => `Quitar ${name}`,
  maxFilters: 'Llegaste al máximo de 10 filtros.',
  filtersCount: (count: number) => formatCount(count, 'filtro', 'filtros'),
  /** The steps' titles: the filter's own, and each field's from the listing definition. */
  steps: {
    type: 'Tipo',
    category: 'Categoría',
    operation: 'Operación',
    price: 'Precio',
    sizes: 'Talles',
    stores: 'Tiendas',
    area: 'Zona en el mapa',
    places: 'Ubicación',
    ...fieldStepTitles,
  } satisfies Record<StepId, string>,
};
