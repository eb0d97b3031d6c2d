// Spanish texts of the searches feature that the shared package does not already hold (spec 02 §2 quotes are
// the contract, letter for letter; the rest are ours). Each screen adds its own group below.

export const builderTexts = {
  platform: 'toda la aplicación',
  history: 'Historial de búsqueda',
  seeAll: 'Ver listado completo',
  groups: 'Buscar en grupos',
  remove: 'Quitar',
  // ours
  heading: 'Nueva búsqueda',
  searchingIn: 'Buscando en',
  search: 'Buscar',
  addFilter: 'Agregar otro filtro',
  removeFilter: 'Eliminar filtro',
  order: 'Orden de los resultados',
  title: 'Título de la búsqueda',
  filters: 'Filtros',
  noGroups: 'Todavía no formás parte de ningún grupo.',
  noHistory: 'Todavía no hiciste búsquedas.',
  failed: 'No pudimos crear la búsqueda. Probá de nuevo.',
};
