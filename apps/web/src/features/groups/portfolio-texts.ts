// Texts of the group's portfolio page that the spec does not quote (ours). The spec's own texts come from
// @vitrina/shared (groupScopeNote, portfolioTimes, publicationMessages) and group-texts.ts ('Buscar en cartera').
import { formatCount } from '@vitrina/shared/format';

export const portfolioTexts = {
  link: 'Cartera',
  eyebrow: 'Cartera del grupo',
  viewGroup: 'Ver grupo',
  time: 'Momento',
  category: 'Categoría',
  allCategories: 'Todas las categorías',
  categoryOption: (title: string, count: number) => `${title} (${count})`,
  searchPlaceholder: 'Buscar publicaciones',
  count: (total: number) => formatCount(total, 'publicación', 'publicaciones'),
  loadMore: 'Cargar más',
  end: 'No hay más publicaciones.',
  emptyTitle: 'Todavía no hay publicaciones',
  emptyText: 'Las publicaciones que carguen los integrantes del grupo van a aparecer acá.',
  noMatchTitle: 'No hay coincidencias',
  noMatchText: 'Ninguna publicación coincide con los filtros elegidos. Probá con otros.',
  clearFilters: 'Quitar filtros',
  images: (count: number) => formatCount(count, 'imagen', 'imágenes'),
} as const;
