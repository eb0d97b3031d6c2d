// Searches done together (product.md, Searches: Sharing, Finishing, Publishing, Sending the list): publishing a group
// search, finishing one's selection, the text of one's likes and the group's published searches. Kept apart from
// searches.ts so both can change without stepping on each other.
import { z } from 'zod';
import { categories, valuesOf } from './enums';
import { searchSchema } from './searches';
import './validation';

export const searchTogetherLimits = {
  descriptionMax: 1000,
  /** Listings the shared text names; beyond them it says how many more there are. */
  textListingsMax: 100,
} as const;

// ours: texts the spec does not quote, except where marked.
export const searchTogetherMessages = {
  // product.md, Searches
  published: 'La búsqueda fué publicada.',
  unpublished: 'La búsqueda dejó de estar publicada.',
  finished: 'Se envió un aviso de que tu selección fué finalizada.',
  deleted: 'Búsqueda eliminada correctamente.',
  // ours
  descriptionTooLong: `La descripción puede tener hasta ${searchTogetherLimits.descriptionMax} caracteres.`,
  publishNeedsMembership: 'Para publicar una búsqueda en un grupo tenés que integrarlo.',
  alreadyFinished: 'Ya finalizaste tu selección en esta búsqueda.',
  deleteForbidden: 'Sólo quien creó la búsqueda o quienes administran el grupo pueden eliminarla.',
} as const;

/** 'Publicar búsqueda' / 'Dejar de publicar', with the optional description the group's members read. */
export const publishSearchSchema = z
  .object({
    public: z.boolean(),
    description: z
      .string()
      .trim()
      .max(searchTogetherLimits.descriptionMax, { error: searchTogetherMessages.descriptionTooLong })
      .nullish()
      // An empty box means no description.
      .transform((value) => (value === '' ? null : value)),
  })
  .strict();
/** The same, with the `_method` a client's method override may leave in the body. */
export const publishSearchBodySchema = publishSearchSchema.extend({ _method: z.literal('PUT').optional() }).strict();
export type PublishSearchInput = z.input<typeof publishSearchSchema>;

export const publishSearchResponseSchema = z.object({ message: z.string(), search: searchSchema });

export const searchTextSchema = z.object({ text: z.string() });

const categoryValues = valuesOf(categories);

/** The group's published searches: the portfolio's filters (time, category, title), newest publication first. */
export const groupSearchQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  time: z.enum(['any', 'day', 'week']).default('any'),
  category: z.preprocess((value) => (value === '' ? undefined : value), z.enum(categoryValues).optional()),
  orderBy: z.enum(['published_at']).default('published_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type GroupSearchQuery = z.output<typeof groupSearchQuerySchema>;

/** The category counts follow the list's time filter, as the portfolio's do. */
export const groupSearchCategoriesQuerySchema = groupSearchQuerySchema.pick({ time: true });
