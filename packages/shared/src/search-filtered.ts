// The filtered results of a search (product.md, Searches: Filtered results, POST /search/{id}/filtereds): one
// participant's likes or discards as cards with every participant's answers on each listing, or the coincidences view
// (listings liked by two or more participants). The API validates with these schemas and the web builds its filters
// from them.
import { z } from 'zod';
import { limits } from './constants';
import { pagedSchema } from './pagination';
import { searchAnswerTagValues, searchCardSchema } from './searches';
import './validation';

// ours: texts the spec does not quote.
export const filteredMessages = {
  notParticipant: 'La persona elegida no participa de esta búsqueda.',
} as const;

/** `decisions`: one participant's decisions (the default); `coincidences`: listings liked by two or more. */
export const filteredViewValues = ['decisions', 'coincidences'] as const;
export type FilteredView = (typeof filteredViewValues)[number];

/** `title` is the listing's; `created_at` is when the participant decided. The coincidences view has its own order. */
export const filteredOrderByValues = ['title', 'created_at'] as const;

/** 'todos': every participant likes the listing; 'mayoría': more than half do (two likes at least in both). */
export const coincidenceBadgeValues = ['todos', 'mayoría'] as const;
export type CoincidenceBadge = (typeof coincidenceBadgeValues)[number];

// A query string carries text: "false" must not coerce to true.
const booleanParam = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const filteredQuerySchema = z.object({
  view: z.enum(filteredViewValues).default('decisions'),
  search: z.string().trim().max(255).optional(),
  /** Whose decisions: a participant of the search; the caller by default. */
  user_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  /** true: 'Gustan'; false: 'No gustan'. */
  like: booleanParam.default(true),
  /** Whether the likes the prediction chose (predict/select) are listed, marked `predicted`; `false` hides them. */
  predicted: booleanParam.default(true),
  orderBy: z.enum(filteredOrderByValues).default('title'),
  orderMethod: z.enum(['asc', 'desc']).default('asc'),
  take: z.coerce.number().int().min(1).max(limits.listPageSizeMax).default(limits.listPageSize),
  page: z.coerce.number().int().min(1).default(1),
});
export type FilteredQueryInput = z.input<typeof filteredQuerySchema>;
export type FilteredQuery = z.output<typeof filteredQuerySchema>;

const answerTags = z.array(z.enum(searchAnswerTagValues));

/** A person as the filtered view names them. */
const personSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });

/** One participant's decision on a listing: the collaborators' answers of the detail modal. */
export const filteredAnswerSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  like: z.boolean(),
  is_super: z.boolean(),
  comment: z.string().nullable(),
  tags: answerTags,
});
export type FilteredAnswer = z.infer<typeof filteredAnswerSchema>;

/**
 * A card of the filtered results: the Publication view with a decision laid over it (`like`, `is_super`, `comment`,
 * `tags`, `decided_at`): the chosen participant's in the decisions view, the caller's own (or none) in the
 * coincidences view. `answers` are every participant's decisions on the listing, owner first.
 */
export const filteredCardSchema = searchCardSchema.extend({
  tags: answerTags,
  decided_at: z.string().nullable(),
  /** A like the prediction chose, not the participant (always sent by the API). */
  predicted: z.boolean().optional(),
  answers: z.array(filteredAnswerSchema),
  /** How many participants like it, who they are, and the badge of a coincidence. */
  likes_count: z.number().int(),
  likers: z.array(personSchema),
  badge: z.enum(coincidenceBadgeValues).nullable(),
  /** The messages of the listing's thread in this search. */
  message_count: z.number().int(),
});
export type FilteredCard = z.infer<typeof filteredCardSchema>;

export const filteredParticipantSchema = personSchema.extend({ owner: z.boolean() });
export type FilteredParticipant = z.infer<typeof filteredParticipantSchema>;

/**
 * The page, with the search's participants (the selector) and the chosen participant's counts of likes and discards
 * among the listings matching `search` (the options panel's count).
 */
export const filteredPageSchema = pagedSchema(filteredCardSchema).extend({
  participants: z.array(filteredParticipantSchema),
  decisions_true_count: z.number().int(),
  decisions_false_count: z.number().int(),
});
export type FilteredPage = z.infer<typeof filteredPageSchema>;

/** The badge of a listing liked by `likes` of `participants` people. */
export function coincidenceBadge(likes: number, participants: number): CoincidenceBadge | null {
  if (likes < 2) return null;
  if (likes >= participants) return 'todos';
  return likes * 2 > participants ? 'mayoría' : null;
}
