// Statistics (product.md, Statistics): the
// sources a person may report on, the report of a source over a range of days, and who superliked a listing. What
// each figure counts is defined in docs/decisions/013-statistics.md.
import { z } from 'zod';
import { publicationSchema } from './publications';
import './validation';

export const statMessages = {
  loadingSources: 'Cargando fuentes...',
  chooseSource: 'Seleccionar fuente',
  sourceNotAllowed: 'No tienes acceso a las estadísticas de esta fuente.',
  rangeReversed: 'La fecha de inicio debe ser anterior o igual a la de fin.',
  rangeTooLong: (max: number) => `El rango de fechas no puede superar los ${max} días.`,
  notADate: 'Ingresa una fecha válida (AAAA-MM-DD).',
  superlikesNotAllowed: 'No tienes acceso a los superlikes de esta publicación.',
  publicationMissing: 'La publicación no existe.',
} as const;

/** The days of a report are days in Argentina (decision 003): a date without time, inclusive at both ends. */
export const statTimeZone = 'America/Argentina/Buenos_Aires';

export const statSourceTypes = ['user', 'group', 'microsite'] as const;
export type StatSourceType = (typeof statSourceTypes)[number];

/** A source the caller may report on: their own account, a group they administer, later a microsite. */
export const statSourceSchema = z.object({
  type: z.enum(statSourceTypes),
  id: z.number().int(),
  entity: z.object({ name: z.string(), avatar_url: z.string().nullable() }),
});
export type StatSource = z.infer<typeof statSourceSchema>;
export const statSourcesSchema = z.array(statSourceSchema);

const dayField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, statMessages.notADate);

/** POST /account/stat/general: the source and the first and last day of the range. */
export const statGeneralRequestSchema = z
  .object({
    source: z.object({ type: z.enum(statSourceTypes), id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
    dates: z.tuple([dayField, dayField]),
  })
  .strict();
export type StatGeneralRequest = z.infer<typeof statGeneralRequestSchema>;

/** The eight figures of a period (product.md, Statistics: What a report counts; decision 013 says what each counts). */
export const statFiguresSchema = z.object({
  SearchCount: z.number().int(),
  SearchPublishedCount: z.number().int(),
  SearchShareableCount: z.number().int(),
  SearchShareableAnsweredCount: z.number().int(),
  PublicationByUserCount: z.number().int(),
  SearchByUserPublishedCount: z.number().int(),
  SearchByUserShareableCount: z.number().int(),
  PublicationLikedCount: z.number().int(),
});
export type StatFigures = z.infer<typeof statFiguresSchema>;
export const statFigureKeys = Object.keys(statFiguresSchema.shape) as (keyof StatFigures)[];

/** One day of the charts' series. */
export const statDaySchema = z.object({
  day: z.string(),
  searches: z.number().int(),
  decisions: z.number().int(),
  likes: z.number().int(),
});
export type StatDay = z.infer<typeof statDaySchema>;

/** A member in a group's ranking (product.md, Statistics: ranked users). */
export const statRankedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  searches_count: z.number().int(),
  publications_count: z.number().int(),
  searches_answered_count: z.number().int(),
  searches_shareable_count: z.number().int(),
});
export type StatRankedUser = z.infer<typeof statRankedUserSchema>;

/** How many members and listings the rankings name at most. */
export const statRankingSize = { users: 50, publications: 10 } as const;

/**
 * The leads of the range (product.md, Statistics; Leads): how many, how many in the range before, by where they were
 * sent from (the sources of lead-texts.ts) and the listings that received the most.
 */
export const statLeadsSchema = z.object({
  total: z.number().int(),
  previous_total: z.number().int(),
  by_source: z.array(z.object({ source: z.string(), count: z.number().int() })),
  publications: z.array(z.object({ id: z.number().int().nullable(), title: z.string(), count: z.number().int() })),
});
export type StatLeads = z.infer<typeof statLeadsSchema>;

/** Visits asked for in a range, and how many of them now stand confirmed and done (a done visit counts in both). */
export const statVisitCountsSchema = z.object({
  requested: z.number().int(),
  confirmed: z.number().int(),
  done: z.number().int(),
});
export type StatVisitCounts = z.infer<typeof statVisitCountsSchema>;

/**
 * The visits of the range (product.md, Visits): those asked for the source's agents' listings in the range, against
 * the range before, and by where they were asked from: `search` (a deck or filtered results) or `publication` (the
 * listing's page or any detail opened outside a search).
 */
export const statVisitsSchema = statVisitCountsSchema.extend({
  previous: statVisitCountsSchema,
  by_source: z.array(statVisitCountsSchema.extend({ source: z.enum(['search', 'publication']) })),
});
export type StatVisits = z.infer<typeof statVisitsSchema>;

export const statReportSchema = z.object({
  source: statSourceSchema,
  /** The range asked for and the previous range of equal length just before it. */
  dates: z.tuple([z.string(), z.string()]),
  previous_dates: z.tuple([z.string(), z.string()]),
  figures: statFiguresSchema,
  previous: statFiguresSchema,
  /** Every day of the range, in order, with zeros where nothing happened. */
  days: z.array(statDaySchema),
  /** Members of a group ranked by the searches their clients answered; empty for a user's own account. */
  users: z.array(statRankedUserSchema),
  /** The source's listings with the most decisions (their `decisions_count`), most first. */
  publications: z.array(publicationSchema),
  leads: statLeadsSchema,
  visits: statVisitsSchema,
});
export type StatReport = z.infer<typeof statReportSchema>;

/**
 * GET /account/stat/superlikes/{id}: product.md, Statistics (search, orderBy decisions.created_at, orderMethod desc,
 * take 20).
 */
export const superlikesQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  orderBy: z.enum(['decisions.created_at']).default('decisions.created_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type SuperlikesQuery = z.infer<typeof superlikesQuerySchema>;

/** One person who superliked the listing: their latest superlike of it, in which search. */
export const superlikeSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() }),
  search: z.object({ uuid: z.string(), title: z.string() }),
  created_at: z.string(),
});
export type Superlike = z.infer<typeof superlikeSchema>;

export const superlikesPageSchema = z.object({
  /** The listing's summary: its first image, title, address and priority. */
  publication: z.object({
    id: z.number().int(),
    title: z.string().nullable(),
    image_url: z.string().nullable(),
    address: z.string().nullable(),
    priority: z.string().nullable(),
    priority_description: z.string().nullable(),
  }),
  data: z.array(superlikeSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
});
export type SuperlikesPage = z.infer<typeof superlikesPageSchema>;

/** The range's number of days, both ends included; NaN when either is not a real date. */
export function rangeDays(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** True when `day` (AAAA-MM-DD) names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The same number of days just before the range. */
export function previousRange(from: string, to: string): [string, string] {
  const days = rangeDays(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return [day(start - days * 86_400_000), day(start - 86_400_000)];
}

/**
 * The response-rate colour (product.md, Statistics): 80 % or more success, 50 % or more warning, above 0 grey, 0
 * danger.
 */
export function responseRateColor(answered: number, shareable: number): 'success' | 'warning' | 'gray' | 'danger' {
  const rate = shareable > 0 ? answered / shareable : 0;
  if (rate >= 0.8) return 'success';
  if (rate >= 0.5) return 'warning';
  if (rate > 0) return 'gray';
  return 'danger';
}
