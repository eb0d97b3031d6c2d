// Texts of the statistics pages (product.md, Statistics). 'Ver estadísticas', 'Seleccionar fuente', 'Cargando
// fuentes...', 'Hoy', 'Este mes', 'Mes anterior', 'SuperLikes de la publicación' and 'Sin título' are the spec's,
// letter for letter; the shared statMessages hold the ones the API says too. The rest are ours.
import type { StatFigures, StatSourceType } from '@vitrina/shared/stats';
import { formatCount, formatNumber } from '@vitrina/shared/format';

export const statTexts = {
  title: 'Ver estadísticas',
  superlikesTitle: 'SuperLikes de la publicación',
  untitled: 'Sin título',
  // ours
  intro: (max: number) =>
    `Consulta las estadísticas de tu cuenta y de los grupos que administras, en rangos de hasta ${formatCount(max, 'día', 'días')}.`,
  changeSource: 'Cambiar fuente',
  sourceTypes: { user: 'Mi cuenta', group: 'Grupo', microsite: 'Sitio' } satisfies Record<StatSourceType, string>,
  sourcesFailed: 'No se pudieron cargar las fuentes.',
  noSources: 'No tienes estadísticas disponibles.',
  retry: 'Reintentar',
  range: 'Rango de fechas',
  futureDay: 'La fecha de fin no puede ser posterior a hoy.',
  rangePlaceholder: 'Selecciona el rango',
  presets: 'Períodos',
  today: 'Hoy',
  thisMonth: 'Este mes',
  lastMonth: 'Mes anterior',
  lastDays: (days: number) => `Últimos ${formatCount(days, 'día', 'días')}`,
  reportFailed: 'No se pudo cargar el informe.',
  loadingReport: 'Cargando estadísticas...',
  figures: 'Resumen del período',
  comparedTo: (from: string, to: string) => `Comparado con el período del ${from} al ${to}.`,
  changeNew: 'nuevo',
  changeNone: 'sin cambios',
  responseRate: 'Tasa de respuesta',
  responseRateDetail: (answered: number, shareable: number) =>
    `${formatNumber(answered)} de ${formatCount(shareable, 'búsqueda compartida', 'búsquedas compartidas')} con respuesta`,
  chartTitle: 'Actividad diaria',
  chartLabel: (from: string, to: string) => `Gráfico de búsquedas, decisiones y me gusta por día, del ${from} al ${to}`,
  series: { searches: 'Búsquedas', decisions: 'Decisiones', likes: 'Me gusta' },
  usersTitle: 'Ranking de integrantes',
  usersEmpty: 'Ningún integrante tuvo actividad en el período.',
  userColumns: {
    position: 'Puesto',
    name: 'Integrante',
    searches: 'Búsquedas',
    shared: 'Compartidas',
    answered: 'Con respuesta',
    listings: 'Publicaciones',
    rate: 'Respuesta',
  },
  medal: (position: number) => `${position}º`,
  medalLabel: (position: number) => `${position}º puesto`,
  publicationsTitle: 'Publicaciones con más decisiones',
  publicationsEmpty: 'Ninguna publicación recibió decisiones en el período.',
  decisions: (count: number) => formatCount(count, 'decisión', 'decisiones'),
  open: (title: string) => `Ver ${title}`,
  superlikes: 'Superlikes',
  superlikesOf: (title: string) => `Superlikes de ${title}`,
  searchPeople: 'Buscar por nombre',
  superlikesCount: (total: number) => formatCount(total, 'persona', 'personas'),
  superlikesEmpty: 'Nadie marcó esta publicación con superlike todavía.',
  superlikesNoMatch: 'Nadie coincide con la búsqueda.',
  inSearch: (title: string) => `En la búsqueda «${title}»`,
  loadMore: 'Cargar más',
  end: 'No hay más personas.',
  loadFailed: 'No se pudo cargar la lista.',
} as const;

/** The figures' labels, in the order the report shows them. */
export const figureLabels: Record<keyof StatFigures, string> = {
  SearchCount: 'Búsquedas creadas',
  SearchPublishedCount: 'Búsquedas publicadas',
  SearchShareableCount: 'Búsquedas compartidas',
  SearchShareableAnsweredCount: 'Compartidas con respuesta',
  PublicationByUserCount: 'Publicaciones creadas',
  SearchByUserPublishedCount: 'Publicadas en el período',
  SearchByUserShareableCount: 'Compartidas en el período',
  PublicationLikedCount: 'Me gusta recibidos',
};
