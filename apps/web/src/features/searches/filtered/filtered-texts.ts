// Texts of a search's filtered results (product.md, Searches: Filtered results). The product's own words are the
// contract, letter for letter; the rest are ours.
import type { SearchScope } from '@vitrina/shared/searches';
import { formatCount } from '@vitrina/shared/format';

export const filteredTexts = {
  shareListing: (title: string) => `Mirá esta publicación: ${title}`,
  options: 'Opciones',
  search: 'Buscar',
  liked: 'Gustan',
  discarded: 'No gustan',
  like: 'Me gusta',
  unlike: 'Ya no me gusta',
  save: 'Guardar',
  // ours
  predicted: 'Predicción',
  withPredicted: 'Incluir las predicciones',
  coincidences: 'Coincidencias',
  pageTitle: 'Resultados de la búsqueda',
  scope: (scope: Pick<SearchScope, 'type' | 'name'>) => {
    if (scope.type === 'group') return `Búsqueda en el grupo ${scope.name}`;
    if (scope.type === 'user') return `Búsqueda en la cuenta de ${scope.name}`;
    if (scope.type === 'microsite') return 'Búsqueda en todo el sitio';
    return 'Búsqueda creada en toda la aplicación';
  },
  searchPlaceholder: 'Buscar por título',
  view: 'Qué publicaciones ver',
  participant: 'Decisiones de',
  me: (name: string) => `${name} (vos)`,
  results: 'Publicaciones',
  count: (total: number) => formatCount(total, 'publicación', 'publicaciones'),
  emptyLiked: 'Todavía no marcaste publicaciones que te gusten en esta búsqueda.',
  emptyDiscarded: 'Todavía no descartaste publicaciones en esta búsqueda.',
  emptyOther: (name: string) => `${name} todavía no tiene publicaciones en esta lista.`,
  emptyCoincidences: 'Todavía no hay publicaciones que gusten a dos o más participantes.',
  superlike: 'SuperLike',
  likedMark: (own: boolean) => (own ? 'Te gusta' : 'Le gusta'),
  discardedMark: (own: boolean) => (own ? 'No te gusta' : 'No le gusta'),
  comment: 'Comentario',
  likers: (names: string[]) => `Les gusta a: ${names.join(', ')}`,
  badge: { todos: 'Gusta a todos', mayoría: 'Gusta a la mayoría' },
  answers: 'Respuestas de los colaboradores',
  noAnswers: 'Nadie respondió todavía sobre esta publicación.',
  yourAnswer: 'Tu respuesta',
  tags: 'Etiquetas',
  commentPlaceholder: 'Escribí un comentario para vos y los demás participantes',
  commentCount: (length: number, max: number) => `${length} / ${max}`,
  saved: 'Tu respuesta se guardó.',
  loadFailed: 'No pudimos cargar los resultados.',
  retry: 'Reintentar',
} as const;
