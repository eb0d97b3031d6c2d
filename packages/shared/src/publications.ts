// Publications (spec 02 §2–§7): the listing as the API answers it, the form as the API takes it, priorities
// and the Spanish texts both apps show. Multipart forms send nested fields with bracket names
// (`extras[areas][total]`, `extras[tags][]`, `medias[]`); the API folds them into this shape before validating.
import { z } from 'zod';
import { categories, currencies, genders, ageGroups, operations, priorities, publicationTypes } from './enums';
import { messages } from './messages';
import { optionalText, requiredText } from './validation';

export const publicationMessages = {
  created: 'Publicación cargada correctamente.',
  updated: 'Publicación actualizada correctamente.',
  deleted: 'Publicación eliminada correctamente.',
  synced: 'Sincronizada automáticamente',
  creator: 'Eres el creador de la publicación',
  private: 'Privada',
  brandNew: 'A estrenar',
  credit: 'Apto crédito',
  noData: 'No hay datos.',
  unspecified: 'Sin especificar',
  // ours
  imageType: 'Las imágenes deben ser JPG o PNG.',
  imageUnreadable: 'No se pudo leer la imagen.',
  tooManyImages: (max: number) => `Se pueden cargar hasta ${max} imágenes.`,
  categoryType: 'La categoría no corresponde al tipo de publicación.',
  offerAbovePrice: 'La oferta no puede superar el precio.',
  operationRequired: 'Elegí la operación del inmueble.',
  syncedReadOnly: 'Las publicaciones sincronizadas no se pueden modificar ni eliminar.',
  notCreator: 'Sólo quien creó la publicación puede modificarla.',
  priorityRemoved: 'Prioridad quitada.',
  prioritySet: 'Prioridad definida.',
} as const;

export const publicationLimits = {
  titleMax: 255,
  descriptionMax: 10_000,
  maxImages: 20,
  tagsMax: 30,
  tagMax: 50,
} as const;

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

export const extrasSchema = z.object({
  brand: z.string().nullable(),
  code: z.string().nullable(),
  tags: z.array(z.string()),
  last_season: z.boolean().nullable(),
  gender: z.string().nullable(),
  age_group: z.string().nullable(),
  age: z.number().int().nullable(),
  areas: z.object({ total: z.number().nullable(), covered: z.number().nullable() }),
  rooms: z.object({
    total: z.number().int().nullable(),
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
  }),
  parkings: z.number().int().nullable(),
  credit: z.boolean().nullable(),
  reserved: z.boolean().nullable(),
  stock: z.array(stockItemSchema),
});
export type Extras = z.infer<typeof extrasSchema>;

export const publisherSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const publicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  type: z.enum(publicationTypeValues),
  category: z.enum(categoryValues),
  operation: z.enum(operationValues).nullable(),
  currency: z.enum(currencyValues).nullable(),
  amount: z.number().int().nullable(),
  amount_sale: z.number().int().nullable(),
  public: z.boolean(),
  priority: z.enum(priorityValues).nullable(),
  priority_description: z.string().nullable(),
  priority_expires_at: z.string().nullable(),
  medias: z.array(mediaSchema),
  address: addressSchema.nullable(),
  agents: z.array(z.string()),
  reference: z.string().nullable(),
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
});
export type Publication = z.infer<typeof publicationSchema>;

// --- What the API takes -------------------------------------------------------------------------------------

/** '1'/'0', 'true'/'false', booleans; '' and null mean unset. */
export const formBoolean = z.preprocess((value) => {
  if (value === '' || value === null || value === undefined || value === 'null') return null;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean().nullable());

/**
 * The largest value each kind of numeric column holds: integer (rooms, age, parkings), numeric(12,2) (areas) and
 * bigint read as a JavaScript number (amounts). A larger value is a 422 on its field, never a database error.
 */
export const columnMaximums = {
  integer: 2_147_483_647,
  area: 9_999_999_999.99,
  amount: Number.MAX_SAFE_INTEGER,
} as const;

/** A non-negative number from a form ('' is unset). Amounts are integers and empty when 0 or less (spec 02 §5). */
function formNumber(kind: 'int' | 'decimal', options: { positiveOnly?: boolean; max?: number } = {}) {
  const max = options.max ?? (kind === 'int' ? columnMaximums.integer : columnMaximums.area);
  const base = kind === 'int' ? z.number().int().min(0).max(max) : z.number().min(0).max(max).multipleOf(0.01);
  return z.preprocess((value) => {
    if (value === '' || value === null || value === undefined || value === 'null') return null;
    const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
    if (options.positiveOnly && typeof number === 'number' && number === 0) return null;
    return number;
  }, base.nullable());
}

const textList = (max: number, itemMax: number) =>
  z
    .preprocess(
      (value) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]),
      z.array(z.string().trim().min(1).max(itemMax)).max(max),
    )
    .transform((list) => [...new Set(list)]);

export const publicationInputSchema = z
  .object({
    title: requiredText(1, publicationLimits.titleMax),
    description: optionalText(publicationLimits.descriptionMax),
    url: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .nullish(),
    ),
    type: z.enum(publicationTypeValues),
    category: z.enum(categoryValues),
    operation: z.preprocess((value) => (value === '' ? null : value), z.enum(operationValues).nullish()),
    currency: z.preprocess((value) => (value === '' ? null : value), z.enum(currencyValues).nullish()),
    amount: formNumber('int', { positiveOnly: true, max: columnMaximums.amount }),
    amount_sale: formNumber('int', { positiveOnly: true, max: columnMaximums.amount }),
    public: formBoolean.transform((value) => value ?? true),
    reference: optionalText(255),
    agents: textList(20, 150),
    address: z
      .object({
        title: z.string().trim().min(1).max(500),
        lat: z.coerce.number().min(-90).max(90),
        lng: z.coerce.number().min(-180).max(180),
      })
      .nullish(),
    extras: z
      .object({
        brand: optionalText(150),
        code: optionalText(150),
        tags: textList(publicationLimits.tagsMax, publicationLimits.tagMax),
        last_season: formBoolean,
        gender: z.preprocess((value) => (value === '' ? null : value), z.enum(genderValues).nullish()),
        age_group: z.preprocess((value) => (value === '' ? null : value), z.enum(ageGroupValues).nullish()),
        age: formNumber('int'),
        areas: z
          .object({ total: formNumber('decimal'), covered: formNumber('decimal') })
          .partial()
          .default({}),
        rooms: z
          .object({ total: formNumber('int'), bedrooms: formNumber('int'), bathrooms: formNumber('int') })
          .partial()
          .default({}),
        parkings: formNumber('int'),
        credit: formBoolean,
        reserved: formBoolean,
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
