// White-label microsites (product.md, Microsites): a brand's own site
// on its own host, showing the public listings of the users it holds. Quoted texts are the spec's; the rest are ours.
// A style is a set of validated values (colours as #rrggbb, a few named options), never CSS: the web turns it into
// CSS variables itself.
import { z } from 'zod';
import { limits } from './constants';
import { micrositeStatuses, valuesOf } from './enums';
import { listQuerySchema, pagedSchema } from './pagination';
import { auditEntrySchema } from './admin';
import { presetFiltersSchema, storedFiltersSchema } from './searches';
import { optionalText, requiredText } from './validation';

export const micrositeMessages = {
  created: 'Micrositio cargado correctamente.',
  updated: 'Micrositio actualizado correctamente.',
  // ours
  deleted: 'Micrositio eliminado correctamente.',
  missing: 'El micrositio no existe.',
  hostTaken: 'Ese host ya lo usa otro micrositio.',
  hostInvalid: 'Ingresa un nombre de host válido, por ejemplo tienda.ejemplo.com.ar.',
  hostReserved: 'Ese host es el de la plataforma.',
  colorInvalid: 'Ingresa un color como #1a2b3c.',
  styleInvalid: 'El estilo tiene un valor que no es válido.',
  logoNotImage: 'El logo debe ser una imagen',
  usersRequired: 'Elige al menos un usuario.',
  usersTooMany: 'Un micrositio puede tener hasta 50 usuarios.',
  userUnknown: 'Uno de los usuarios no existe.',
  defaultNotListed: 'El usuario por defecto debe estar entre los usuarios del micrositio.',
  pendingTitle: 'Este sitio todavía no está disponible',
  pendingText: 'El sitio se está preparando. Vuelve a intentarlo en unos días.',
  suspendedTitle: 'Este sitio está suspendido',
  suspendedText: 'El sitio no está disponible por el momento.',
  wholeSite: 'En todo el sitio',
  searchButton: 'Buscar',
  userNotInMicrosite: 'Ese usuario no pertenece al micrositio.',
} as const;

export const micrositeStatusValues = valuesOf(micrositeStatuses);
export type MicrositeStatus = (typeof micrositeStatusValues)[number];

/** The largest number of users one microsite holds (its search's scope is one `in` list). */
export const micrositeUsersMax = 50;

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, micrositeMessages.colorInvalid)
  // An overwrite, not a transform: answers that carry a style are encoded through this schema too.
  .toLowerCase();

/**
 * A microsite's style (product.md, Microsites: Style: header, body background colour, description style, avatar,
 * button). Every key is known and every value checked: an unknown key or anything else is refused (`strict`), so no CSS
 * ever gets in.
 */
export const micrositeStyleSchema = z
  .object({
    header: z
      .object({ background: color, text: z.enum(['light', 'dark']) })
      .strict()
      .default({ background: '#ffffff', text: 'dark' }),
    body: z.object({ background: color }).strict().default({ background: '#f8f9fa' }),
    description: z
      .object({ align: z.enum(['left', 'center']), size: z.enum(['sm', 'md', 'lg']) })
      .strict()
      .default({ align: 'center', size: 'md' }),
    avatar: z
      .object({ shape: z.enum(['circle', 'rounded', 'square']) })
      .strict()
      .default({ shape: 'circle' }),
    button: z
      .object({ background: color, radius: z.enum(['sm', 'md', 'xl']) })
      .strict()
      .default({ background: '#1c7ed6', radius: 'md' }),
  })
  .strict();
export type MicrositeStyle = z.infer<typeof micrositeStyleSchema>;
export const defaultMicrositeStyle: MicrositeStyle = micrositeStyleSchema.parse({});

/** What a microsite lets its visitors do: `users` opens the user section (accounts, login), `groups` the groups. */
export const micrositeSettingsSchema = z.object({ users: z.boolean(), groups: z.boolean() }).strict();
export type MicrositeSettings = z.infer<typeof micrositeSettingsSchema>;
export const defaultMicrositeSettings: MicrositeSettings = { users: true, groups: false };

/** A host name as the Host header carries it: lower case, no port, no scheme, no path; at least one dot. */
export const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, micrositeMessages.hostInvalid)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/, {
    message: micrositeMessages.hostInvalid,
  });

/** The host of a Host header: lower case, without its port or a trailing dot; null when it is no host name. */
export function normalizeHost(header: string | undefined | null): string | null {
  if (!header) return null;
  let host = header.trim().toLowerCase();
  if (host.startsWith('[')) return null; // an IPv6 literal is never a microsite
  const colon = host.indexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return hostNameSchema.safeParse(host).success ? host : null;
}

/** A microsite user as the admin sees it: who, and whether the microsite's search starts on them. */
export const micrositeUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  slug: z.string().nullable(),
  avatar_url: z.string().nullable(),
  pivot: z.object({ default: z.boolean() }),
});
export type MicrositeUser = z.infer<typeof micrositeUserSchema>;

/** GET /admin/microsite: search box, 20 a page, newest first. */
export const adminMicrositeQuerySchema = listQuerySchema(['created_at', 'name'], {
  orderBy: 'created_at',
  orderMethod: 'desc',
  take: 20,
});

export const adminMicrositeRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  host: z.string(),
  status: z.enum(micrositeStatusValues),
  logo_square_url: z.string().nullable(),
  users_count: z.number().int(),
  created_at: z.string(),
});
export type AdminMicrositeRow = z.infer<typeof adminMicrositeRowSchema>;
export const adminMicrositePageSchema = pagedSchema(adminMicrositeRowSchema);

/** GET /admin/microsite/{id} (product.md, Microsites: Administration), with its latest audit entries. */
export const adminMicrositeSchema = adminMicrositeRowSchema.extend({
  description: z.string().nullable(),
  style: micrositeStyleSchema,
  settings: micrositeSettingsSchema,
  logo_main_url: z.string().nullable(),
  logo_secondary_url: z.string().nullable(),
  users: z.array(micrositeUserSchema),
  /** The filters a new search of the site starts with. */
  filters: storedFiltersSchema,
  audit: z.array(auditEntrySchema),
});
export type AdminMicrosite = z.infer<typeof adminMicrositeSchema>;

/**
 * The text fields of POST /admin/microsite and of its update (multipart, with the logos `logo_main`,
 * `logo_secondary`, `logo_square` as files). `style` and `settings` travel as JSON text; `users[]` as ids, with
 * `default_user_id` one of them. On update every field is optional (micrositeUpdateSchema); a logo left out stays,
 * a new file replaces it, and `remove_logo_main` (or `_secondary`, `_square`) set to '1' removes it.
 */
export const micrositeFormFieldsSchema = z
  .object({
    name: requiredText(limits.nameMin, limits.nameMax),
    host: hostNameSchema,
    description: optionalText(2000),
    status: z.enum(micrositeStatusValues),
    style: micrositeStyleSchema,
    settings: micrositeSettingsSchema,
    users: z
      .array(z.coerce.number().int().positive())
      .min(1, micrositeMessages.usersRequired)
      .max(micrositeUsersMax, micrositeMessages.usersTooMany),
    default_user_id: z.coerce.number().int().positive(),
    /** The filters a new search of the site starts with (JSON text in a multipart form); none when left out. */
    filters: presetFiltersSchema.optional(),
  })
  .strict();
export const micrositeFormSchema = micrositeFormFieldsSchema.refine(
  (form) => form.users.includes(form.default_user_id),
  { path: ['default_user_id'], message: micrositeMessages.defaultNotListed },
);
export type MicrositeForm = z.infer<typeof micrositeFormSchema>;
/**
 * The update's fields: any of the form's. A default sent without `users` must be one of the microsite's users, and
 * `users` sent without a default must still hold the current one (checked by the API against the stored list).
 */
export const micrositeUpdateSchema = micrositeFormFieldsSchema
  .partial()
  .refine((form) => !form.users || form.default_user_id === undefined || form.users.includes(form.default_user_id), {
    path: ['default_user_id'],
    message: micrositeMessages.defaultNotListed,
  });
export type MicrositeUpdate = z.infer<typeof micrositeUpdateSchema>;

/** GET /admin/microsite/users: users to pick, by name or email (20 a page). */
export const micrositeUserPickQuerySchema = listQuerySchema(['name'], {
  orderBy: 'name',
  orderMethod: 'asc',
  take: 20,
});
export const micrositeUserPickSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});
export const micrositeUserPickPageSchema = pagedSchema(micrositeUserPickSchema);

/** GET /microsite/{id}: the public face of an active microsite, for its home and its search builder. */
export const publicMicrositeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo_main_url: z.string().nullable(),
  logo_secondary_url: z.string().nullable(),
  logo_square_url: z.string().nullable(),
  style: micrositeStyleSchema,
  settings: micrositeSettingsSchema,
  /** Its users, the default first, each with their public listings' count and a few of their latest listings. */
  users: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string().nullable(),
      avatar_url: z.string().nullable(),
      default: z.boolean(),
      publications_count: z.number().int(),
    }),
  ),
});
export type PublicMicrosite = z.infer<typeof publicMicrositeSchema>;
