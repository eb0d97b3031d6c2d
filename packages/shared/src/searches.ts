// Searches (product.md, Searches): the filters a search holds, what the Search API takes and answers, and the
// automatic title. A filter's fields (rooms, credit, brands…) are the listing definition's searched fields
// (listing-fields.ts, through search-fields.ts): a new one is an entry there. The rest of a filter (type, category,
// operation, price, the area on the map, sizes and stores) is written here.
import { z } from 'zod';
import {
  categories,
  currencies,
  operations,
  publicationTypes,
  searchAnswerTags,
  searchModes,
  searchOrders,
  valuesOf,
} from './enums';
import { messages } from './messages';
import { formatNumber } from './format';
import { publicationSchema } from './publications';
import { placeOutlineSchema } from './map';
import { searchAreaSchema } from './search-map';
import { listingFields } from './listing-fields';
import { minOverMax, rangeOf } from './search-field-kinds';
import { fieldWords, foreignExtras, searchExtrasShape } from './search-fields';
import './validation';

export const searchLimits = {
  titleMin: 3,
  titleMax: 255,
  filtersMax: 10,
  placesMax: 10,
  exceptMax: 500,
  listMax: 20,
  commentMax: 1000,
  historyShown: 5,
  /** Rooms, bedrooms and bathrooms offer 1 to 5, where 5 means 5 or more. */
  roomsMax: listingFields.extras.rooms.total.search.top,
  /** Parkings: 0 none, 1 one or more, 2 two or more. */
  parkingsMax: listingFields.extras.parkings.search.top,
} as const;

// ours: texts the spec does not quote.
export const searchMessages = {
  creatorOnly: 'Para realizar esta acción debes haber creado esta búsqueda.',
  deleted: 'Búsqueda eliminada correctamente.',
  updated: messages.searches.updated,
  identify: messages.searches.identify,
  many: (count: number) => `Búsqueda con ${count} filtros`,
  // ours
  notFound: 'La búsqueda no existe o no tenés acceso a ella.',
  outsideSearch: 'La publicación no forma parte de esta búsqueda.',
  notDecided: 'No tomaste ninguna decisión sobre esta publicación en esta búsqueda.',
  tooManyExcept: `Se pueden excluir hasta 500 publicaciones por pedido.`,
  tooManyFilters: 'Una búsqueda puede tener hasta 10 filtros.',
  minOverMax,
  categoryOfType: 'La categoría no corresponde al tipo elegido.',
  fieldOfType: 'Este filtro no corresponde al tipo elegido.',
  uuidTaken: 'Ya existe una búsqueda con este identificador.',
  groupMembersOnly: 'Sólo los integrantes del grupo pueden buscar en su cartera.',
  placeUnknown: 'No se encontró el lugar elegido.',
  needsFilter: 'Elegí al menos un filtro para buscar.',
  micrositeUnavailable: 'El micrositio elegido no existe o no está disponible.',
  storeUnknown: 'La tienda elegida no existe.',
  notPossible: 'No es posible realizar esta acción.',
  alreadyJoined: 'Ya participás de esta búsqueda.',
} as const;

const typeValues = valuesOf(publicationTypes);
const categoryValues = valuesOf(categories);
const operationValues = valuesOf(operations);
const currencyValues = valuesOf(currencies);
export const searchOrderValues = valuesOf(searchOrders);
export type SearchOrder = (typeof searchOrderValues)[number];
export const searchModeValues = valuesOf(searchModes);
export const searchAnswerTagValues = valuesOf(searchAnswerTags);
export type SearchAnswerTag = (typeof searchAnswerTagValues)[number];

const price = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * One filter of a search (product.md, Searches: Builder), keyed as the API takes it. A listing matches a filter when it
 * matches every field that is set. `type` and `category` are required: every filter is of one type.
 * - `extras` holds the listing's searched fields (search-fields.ts): rooms, bedrooms and bathrooms match exactly,
 *   except 5, which means 5 or more; parkings 0 matches listings without parking, 1 and 2 those with at least that
 *   many; flags and choices are equalities; tags and brands match any of their values; areas are ranges.
 * - `amount` bounds are in `currency`; a filter with bounds but no currency gets the usual currency of its type and
 *   operation (dólares for a property on sale, pesos otherwise), so the bounds always mean one currency.
 * - `extras.stock.places` are the stores (the users who publish): ids of users.
 */
export const searchFilterSchema = z
  .object({
    type: z.enum(typeValues),
    category: z.enum(categoryValues),
    operation: z.enum(operationValues).nullish(),
    currency: z.enum(currencyValues).nullish(),
    amount: rangeOf(price).nullish(),
    /** A property filter's area chosen on the map (step 19): the listing's point must be inside it. */
    area: searchAreaSchema.nullish(),
    extras: z
      .object({
        ...searchExtrasShape,
        stock: z
          .object({
            sizes: z.array(z.string().trim().min(1).max(20)).max(30).nullish(),
            places: z.array(z.number().int().positive()).max(20).nullish(),
          })
          .strict()
          .nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict()
  .superRefine((filter, context) => {
    const category = categories.find((item) => item.value === filter.category);
    if (category && !(category.types as readonly string[]).includes(filter.type))
      context.addIssue({ code: 'custom', path: ['category'], message: searchMessages.categoryOfType });
    const wrong = (path: (string | number)[]) =>
      context.addIssue({ code: 'custom', path, message: searchMessages.fieldOfType });
    const extras: Record<string, unknown> = filter.extras ?? {};
    if (filter.type === 'clothing') {
      if (filter.operation) wrong(['operation']);
      if (filter.area) wrong(['area']);
    }
    // The stock (sizes, stores) is a garment's, as the other type's own fields are.
    const foreign = [...foreignExtras(filter.type), ...(filter.type === 'clothing' ? [] : ['stock'])];
    for (const key of foreign) if (extras[key] != null) wrong(['extras', key]);
  })
  .transform((filter) => ({ ...filter, currency: filter.currency ?? impliedCurrency(filter) }));
export type SearchFilterInput = z.input<typeof searchFilterSchema>;
export type SearchFilter = z.output<typeof searchFilterSchema>;

/** The currency a filter's bounds mean when it names none: null when it has no bounds. */
export function impliedCurrency(filter: {
  type: string;
  operation?: string | null;
  amount?: { min?: number | null; max?: number | null } | null;
}): 'ARS' | 'USD' | null {
  if (filter.amount?.min == null && filter.amount?.max == null) return null;
  return filter.type === 'property' && filter.operation === 'venta' ? 'USD' : 'ARS';
}

/**
 * A place of the search's map step, chosen by reference: a barrio, city or province of the map's gazetteer, an
 * address the creator remembers, or a place of the configured provider (with its outline when it has one).
 */
export const searchPlaceInputSchema = z.object({ reference: z.string().trim().min(1).max(500) }).strict();
export const searchPlaceSchema = z.object({
  reference: z.string(),
  name: z.string(),
  description: z.string(),
  /** neighbourhood, city, province or address: how far around the point a listing still matches. */
  kind: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Kilometres around the point a listing matches in, when the place has no outline. */
  radius_km: z.number(),
  /** The place's outline when its provider gave one: a listing matches inside it, and the circle no longer counts. */
  outline: placeOutlineSchema.optional(),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

/** How far around a place a listing matches, by the place's kind (ours). */
export const placeRadiusKm: Record<string, number> = {
  address: 0.5,
  neighbourhood: 1.5,
  city: 12,
  province: 250,
};

const uuid = z.uuid({ error: 'El identificador de la búsqueda no es válido.' });

export const searchTitleSchema = z.string().trim().min(searchLimits.titleMin).max(searchLimits.titleMax);

export const createSearchSchema = z
  .object({
    uuid,
    microsite_id: z.number().int().positive().nullish(),
    user_id: z.number().int().positive().nullish(),
    group_id: z.number().int().positive().nullish(),
    title: searchTitleSchema.nullish(),
    filters: z
      .array(searchFilterSchema)
      .min(1, { error: searchMessages.needsFilter })
      .max(searchLimits.filtersMax, { error: searchMessages.tooManyFilters }),
    order: z.enum(searchOrderValues).default('relevance'),
    places: z.array(searchPlaceInputSchema).max(searchLimits.placesMax).default([]),
  })
  .strict()
  // A group's portfolio is a scope of its own; a microsite's search may name one of its users (its user switcher).
  .refine((input) => input.group_id == null || (input.user_id == null && input.microsite_id == null), {
    error: 'Una búsqueda tiene un solo alcance: un usuario, un grupo o un micrositio.',
    path: ['group_id'],
  });
export type CreateSearchInput = z.input<typeof createSearchSchema>;

/** The owner renames a search, or turns sharing on ('Invitar') or off ('Detener') and chooses its mode. */
const updateSearchFields = z
  .object({
    title: searchTitleSchema.optional(),
    shareable: z.boolean().optional(),
    filtered: z.enum(searchModeValues).nullable().optional(),
  })
  .strict();

function somethingToChange<T extends z.ZodType<{ title?: unknown; shareable?: unknown; filtered?: unknown }>>(
  schema: T,
) {
  return schema.refine(
    (input) => input.title !== undefined || input.shareable !== undefined || input.filtered !== undefined,
    { error: 'Indicá qué cambiar: el nombre, si se comparte o el modo.', path: ['title'] },
  );
}

export const updateSearchSchema = somethingToChange(updateSearchFields);
/** The same, with the `_method` a client's method override may leave in the body. */
export const updateSearchBodySchema = somethingToChange(
  updateSearchFields.extend({ _method: z.literal('PUT').optional() }),
);
export type UpdateSearchInput = z.input<typeof updateSearchSchema>;

export const resultsRequestSchema = z
  .object({
    except: z
      .array(z.number().int().positive())
      .max(searchLimits.exceptMax, { error: searchMessages.tooManyExcept })
      .default([]),
  })
  .strict();

export const resultRequestSchema = z.object({ id: z.number().int().positive() }).strict();

export const decisionRequestSchema = z
  .object({
    // min(1) rather than positive(): the error then names 1 as the least value.
    publication_id: z.number().int().min(1),
    like: z.boolean(),
    is_super: z.boolean().default(false),
    comment: z.string().trim().max(searchLimits.commentMax).nullish(),
    /** The answer tags (top, visited, discarded); left as they were when not sent. */
    tags: z
      .array(z.enum(searchAnswerTagValues))
      .max(searchAnswerTagValues.length)
      .refine((tags) => new Set(tags).size === tags.length, { error: 'Cada etiqueta va una sola vez.' })
      .optional(),
  })
  .strict()
  .refine((decision) => decision.like || !decision.is_super, {
    error: 'Un SuperLike es siempre un me gusta.',
    path: ['is_super'],
  });
export type DecisionInput = z.input<typeof decisionRequestSchema>;

export const undoRequestSchema = z.object({ publication_id: z.number().int().min(1) }).strict();

// --- What the API answers -------------------------------------------------------------------------------------

/** A card of the deck: the one Publication view, with the participant's own decision on it. */
export const searchCardSchema = publicationSchema.extend({
  comment: z.string().nullable(),
  /** The messages of the listing's thread in this search (threads.ts); only for the search's participants. */
  message_count: z.number().int().optional(),
});
export type SearchCard = z.infer<typeof searchCardSchema>;

export const participantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  pivot: z.object({ owner: z.boolean(), joined_at: z.string(), finished_at: z.string().nullable() }),
});

/** Where a search looks: the whole platform, one user's listings, a group's portfolio or a microsite. */
export const searchScopeSchema = z.object({
  type: z.enum(['platform', 'user', 'group', 'microsite']),
  id: z.number().int().nullable(),
  /** 'toda la aplicación', the user's or group's name, or 'En todo el sitio'. */
  name: z.string(),
  /** The user's slug, for their store's links. */
  slug: z.string().nullable(),
});
export type SearchScope = z.infer<typeof searchScopeSchema>;

export const searchSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  public: z.boolean(),
  shareable: z.boolean(),
  published_at: z.string().nullable(),
  filtered: z.string().nullable(),
  microsite_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  filters: z.array(z.unknown()),
  order: z.enum(searchOrderValues),
  places: z.array(searchPlaceSchema),
  created_at: z.string(),
  decisions_true_count: z.number().int(),
  decisions_false_count: z.number().int(),
  /**
   * The viewer's likes the prediction chose in this search (predict/select), sent only when there are some: then
   * the search shows 'Predicciones incluídas'.
   */
  predictions_count: z.number().int().optional(),
  scope: searchScopeSchema,
  /** Whether the viewer created it (pivot.owner of the viewer). */
  pivot: z.object({ owner: z.boolean() }),
  /** Whether the signed-in viewer turned on "Avisarme de nuevas publicaciones" here; left out for a visitor. */
  alert: z.boolean().optional(),
  users: z.array(participantSchema),
});
export type Search = Omit<z.infer<typeof searchSchema>, 'filters'> & { filters: SearchFilter[] };

export const searchCountSchema = z.object({ count: z.number().int() });
export const decisionResponseSchema = z.object({
  coincidences: z.object({ exists: z.boolean(), users: z.array(participantSchema.omit({ pivot: true })) }),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

export const accountSearchQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  orderBy: z.enum(['created_at']).default('created_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});

// --- The automatic title --------------------------------------------------------------------------------------

function titleOf<T extends { value: string; title: string }>(list: readonly T[], value: string | null | undefined) {
  return list.find((item) => item.value === value)?.title;
}

function money(amount: number, currency: string | null | undefined): string {
  const symbol = currencies.find((item) => item.value === currency)?.symbol ?? '$';
  return `${symbol} ${formatNumber(amount, false)}`;
}

function priceWords(filter: SearchFilterInput): string | null {
  const min = filter.amount?.min ?? null;
  const max = filter.amount?.max ?? null;
  const currency = filter.currency ?? impliedCurrency(filter);
  if (min !== null && max !== null) return `de ${money(min, currency)} a ${money(max, currency)}`;
  if (min !== null) return `desde ${money(min, currency)}`;
  if (max !== null) return `hasta ${money(max, currency)}`;
  return null;
}

/**
 * A filter's own title from its values, such as "Departamento en venta en Palermo hasta US$ 200.000",
 * "Casa en venta en la zona elegida" (an area on the map) or "Remeras Nike talle M". `places` are the names of the search's places (property filters only).
 */
export function filterTitle(filter: SearchFilterInput, places: string[] = []): string {
  const parts: string[] = [titleOf(categories, filter.category) ?? titleOf(publicationTypes, filter.type) ?? ''];
  const operation = titleOf(operations, filter.operation);
  if (operation) parts.push(`en ${operation.toLowerCase()}`);
  const extras = filter.extras ?? {};
  parts.push(...fieldWords(filter));
  if (extras.stock?.sizes?.length) parts.push(`talle ${extras.stock.sizes.join(', ')}`);
  if (filter.type === 'property' && places.length) parts.push(`en ${places.join(' o ')}`);
  // An area chosen on the map has no name of its own.
  if (filter.type === 'property' && filter.area) parts.push('en la zona elegida');
  const money = priceWords(filter);
  if (money) parts.push(money);
  return parts.join(' ').slice(0, searchLimits.titleMax);
}

/** A search's automatic title: its sole filter's title, else 'Búsqueda con N filtros'. */
export function searchTitle(filters: SearchFilterInput[], places: string[] = []): string {
  if (filters.length === 1) return filterTitle(filters[0], places);
  return searchMessages.many(filters.length);
}

/**
 * The filters a new search of a scope starts with (product.md, Administration: Filtros predefinidos, of a user, a group
 * and a microsite): set by an admin, offered by the builder as filters already added, which the person may remove.
 */
export const presetFiltersSchema = z
  .array(searchFilterSchema)
  .max(searchLimits.filtersMax, { error: searchMessages.tooManyFilters });

/** GET /search/presets: the preset filters of one scope (`user_id`, `group_id` or `microsite_id`). */
export const searchPresetsQuerySchema = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    group_id: z.coerce.number().int().positive().optional(),
    microsite_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
/**
 * Filters as an answer carries them: stored filters were validated when saved, and a response schema with the
 * filter's refinements cannot be serialized; the type says what they are.
 */
export const storedFiltersSchema = z.array(z.unknown()) as unknown as z.ZodType<SearchFilter[]>;
export const searchPresetsSchema = z.object({ filters: storedFiltersSchema });
