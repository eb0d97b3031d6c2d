// Texts of the group's searches page (account.group.search). 'Eliminar búsqueda' is the spec's, letter for letter;
// 'Buscar en cartera' and 'Cargar más' come from the group's and the portfolio's texts; the rest are ours.
import { formatCount } from '@vitrina/shared/format';

export const groupSearchTexts = {
  removeTitle: 'Eliminar búsqueda',
  // ours
  link: 'Búsquedas',
  eyebrow: 'Búsquedas del grupo',
  searchPlaceholder: 'Buscar por título',
  count: (total: number) => formatCount(total, 'búsqueda', 'búsquedas'),
  end: 'No hay más búsquedas.',
  emptyTitle: 'Todavía no hay búsquedas publicadas',
  emptyText: 'Buscá en la cartera del grupo y publicá la búsqueda para que el resto la vea acá.',
  noMatchTitle: 'No hay coincidencias',
  noMatchText: 'Ninguna búsqueda coincide con los filtros elegidos. Probá con otros.',
  clearFilters: 'Quitar filtros',
  publishedBy: (name: string) => `Publicada por ${name}`,
  publishedAt: (date: string) => `Publicada el ${date}`,
  categories: 'Categorías',
  remove: 'Eliminar',
  removeLabel: (title: string) => `Eliminar ${title}`,
  removeText: (title: string) =>
    `Vas a borrar "${title}" con las decisiones de quienes participan: nadie va a poder volver a acceder a esta búsqueda.`,
} as const;
