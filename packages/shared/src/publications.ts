// Publications (product.md, Listings): the listing as the API answers it, the form as the API takes it, priorities
// and the Spanish texts both apps show. Multipart forms send nested fields with bracket names
// (`extras[areas][total]`, `extras[tags][]`, `medias[]`); the API folds them into this shape before validating.
import { z } from 'zod';
import { categories, currencies, genders, ageGroups, operations, priorities, publicationTypes } from './enums';
import { listingInput, listingOutput } from './listing-fields';
import { messages } from './messages';
import { barrioPriceSchema, priceChangeSchema } from './price-insight-schemas';
import { publicationMessages } from './publication-texts';
import { optionalText } from './validation';

export { publicationMessages };

export { columnMaximums, formBoolean, publicationLimits } from './listing-fields';

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as [T[number]['value'], ...T[number]['value'][]];

export const publicationTypeValues = values(publicationTypes);
export const categoryValues = values(categories);
export const operationValues = values(operations);
export const currencyValues = values(currencies);
export const genderValues = values(genders);
export const ageGroupValues = values(ageGroups);
export const priorityValues = values(priorities);

// --- What the API answers ---------------------------------------------------------------------------------

export const mediaSchema = z.object({
  id: z.number().int(),
  type: z.literal('image'),
  location: z.literal('local'),
  file: z.string(),
  file_url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The image 480 px wide (a phone's card) and 800 px wide (a wide card, a phone's gallery), for srcset. */
  card_url: z.string(),
  wide_url: z.string(),
  number: z.number().int(),
  info: z.object({
    color: z.string().nullable(),
    size: z.object({ width: z.number().int().nullable(), height: z.number().int().nullable() }),
  }),
});
export type Media = z.infer<typeof mediaSchema>;

export const addressSchema = z.object({
  title: z.string(),
  geolocation: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const stockItemSchema = z.object({ color: z.string().nullable(), size: z.string().nullable() });

export const extrasSchema = z.object({ ...listingOutput.extras, stock: z.array(stockItemSchema) });
export type Extras = z.infer<typeof extrasSchema>;

export const publisherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const publicationSchema = z.object({
  id: z.number().int(),
  ...listingOutput.top,
  priority: z.enum(priorityValues).nullable(),
  priority_description: z.string().nullable(),
  priority_expires_at: z.string().nullable(),
  medias: z.array(mediaSchema),
  address: addressSchema.nullable(),
  extras: extrasSchema,
  /** 'user' when a person created it (they may edit and delete it), 'synchronizer' when a sync brought it. */
  created_by: z.enum(['user', 'synchronizer']),
  /** The viewer's relation: creator is true when the viewer created it. */
  pivot: z.object({ creator: z.boolean() }),
  users: z.array(publisherSchema),
  code: z.string().nullable(),
  publicable: z.object({ name: z.string() }),
  listed_at: z.string(),
  like_count: z.number().int(),
  decisions_count: z.number().int(),
  like: z.boolean().nullable(),
  is_super: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last changes of its shown price, oldest first (price-insights.ts). */
  price_changes: z.array(priceChangeSchema).optional(),
  /** Whether its price dropped in the last 30 days: the card's «Bajó de precio». */
  price_dropped: z.boolean().optional(),
  /** The median price per m² of its barrio's comparable public listings, when at least 10 (price-insights.ts). */
  barrio_price: barrioPriceSchema.nullable().optional(),
});
export type Publication = z.infer<typeof publicationSchema>;

// --- What the API takes -------------------------------------------------------------------------------------

export const publicationInputSchema = z
  .object({
    ...listingInput.top,
    address: z
      .object({
        title: z.string().trim().min(1).max(500),
        lat: z.coerce.number().min(-90).max(90),
        lng: z.coerce.number().min(-180).max(180),
      })
      .nullish(),
    extras: z
      .object({
        ...listingInput.extras,
        stock: z
          .array(z.object({ color: optionalText(50), size: optionalText(20) }))
          .max(200)
          .default([]),
      })
      .partial()
      .default({}),
    /**
     * The images in their final order on update: an existing media id ('12') or a new file by its position among
     * the uploaded `medias[]` files ('new:0'). Existing images left out are removed. Absent: keep all, append new.
     */
    order: z.preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
      z.array(z.string().regex(/^(\d+|new:\d+)$/)).optional(),
    ),
  })
  .superRefine((input, ctx) => {
    const category = categories.find((item) => item.value === input.category);
    if (category && !(category.types as readonly string[]).includes(input.type)) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: publicationMessages.categoryType });
    }
    if (input.type === 'property' && !input.operation) {
      ctx.addIssue({ code: 'custom', path: ['operation'], message: publicationMessages.operationRequired });
    }
    if ((input.amount != null || input.amount_sale != null) && !input.currency) {
      ctx.addIssue({ code: 'custom', path: ['currency'], message: messages.validation.required });
    }
    // A listing has one currency for both amounts, so they compare as they are.
    if (input.amount != null && input.amount_sale != null && input.amount_sale > input.amount) {
      ctx.addIssue({ code: 'custom', path: ['amount_sale'], message: publicationMessages.offerAbovePrice });
    }
  });
export type PublicationInput = z.infer<typeof publicationInputSchema>;

export const priorityUpdateSchema = z.object({
  priority: z.preprocess((value) => (value === '' ? null : value), z.enum(priorityValues).nullable()),
  priority_description: optionalText(500),
});

/** Fields whose used values the form suggests (POST /account/publication/field). */
export const suggestionFields = ['tags', 'brand', 'sizes', 'colors', 'agents', 'reference'] as const;
export const fieldSuggestionRequestSchema = z.object({
  name: z.enum(suggestionFields),
  search: z.string().trim().max(100).optional(),
});
export const fieldSuggestionResponseSchema = z.array(z.string());

// --- Group portfolio -----------------------------------------------------------------------------------------

export const portfolioTimes = [
  { value: 'any', title: 'Cualquier momento' },
  { value: 'day', title: 'Último día' },
  { value: 'week', title: 'Última semana' },
] as const;

export const groupPublicationQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  time: z.enum(['any', 'day', 'week']).default('any'),
  category: z.preprocess((value) => (value === '' ? undefined : value), z.enum(categoryValues).optional()),
  orderBy: z.enum(['listed_at']).default('listed_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});

/** The category counts follow the list's time filter, so each count is what choosing that category shows. */
export const groupPublicationCategoriesQuerySchema = groupPublicationQuerySchema.pick({ time: true });

export const categoryCountSchema = z.object({
  value: z.enum(categoryValues),
  title: z.string(),
  count: z.number().int(),
});

/** A row of 'Listado de publicaciones': the listing and how many visits were asked for it (decision 025). */
export const ownPublicationSchema = publicationSchema.extend({ visits_count: z.number().int() });
export type OwnPublication = z.infer<typeof ownPublicationSchema>;
