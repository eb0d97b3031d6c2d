// GET /api/configuration: what the web app needs from the environment. The schema lives here; the
// values are built in configuration-values.ts, which has no zod so the web app's first download stays small.
import { z } from 'zod';
import { micrositeSettingsSchema, micrositeStyleSchema } from './microsites';

const option = z.object({ value: z.string(), title: z.string() }).passthrough();

export const micrositeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_main_url: z.string().nullable(),
  logo_secondary_url: z.string().nullable(),
  logo_square_url: z.string().nullable(),
  /** Validated values the web turns into its own CSS variables (microsites.ts). */
  style: micrositeStyleSchema,
  settings: micrositeSettingsSchema,
});

/**
 * Standard Web Push (decision 015): the server's VAPID public key, in base64url, for
 * pushManager.subscribe({ applicationServerKey }). No Firebase settings: the browser's own push service is used.
 */
export const pushSettingsSchema = z.object({ vapidKey: z.string() });

export const configurationSchema = z.object({
  APP_NAME: z.string(),
  CONTACT_EMAIL: z.string().nullable(),
  MICROSITE: micrositeSummarySchema.nullable(),
  FIELDS: z.object({
    types: z.array(option),
    categories: z.array(option.extend({ description: z.string(), types: z.array(z.string()) })),
    operations: z.array(option),
    currencies: z.array(option),
    genders: z.array(option),
    age_groups: z.array(option),
    sizes: z.array(option),
    last_seasons: z.array(option),
  }),
  PRIORITIES: z.array(
    option.extend({ description: z.string(), expires_in: z.number(), color: z.string(), icon: z.string() }),
  ),
  SEARCH_ORDERS: z.array(option),
  SEARCH_MODES: z.array(option.extend({ predict: z.boolean() })),
  NOTIFICATION_TYPES: z.array(z.object({ key: z.string(), title: z.string(), description: z.string() })),
  MICROSITE_STATUSES: z.array(option),
  PERMISSIONS: z.array(option),
  CONTACT_TYPES: z.array(option),
  GENERAL: z.object({
    stat: z.object({ range: z.object({ default: z.number(), max: z.number() }) }),
    results: z.object({ pageSize: z.number() }),
  }),
  /** null: push is off (a public deployment without VAPID keys). */
  PUSH: pushSettingsSchema.nullable(),
  /** The tiles of every map (OpenStreetMap by default, configurable). */
  MAP: z.object({ tile_url: z.string(), attribution: z.string() }),
  /** The largest file an upload takes, in MB (UPLOAD_MAX_MB): forms refuse a bigger one before sending it. */
  UPLOAD_MAX_MB: z.number().int().positive(),
  GOOGLE_CLIENT_ID: z.string().nullable(),
  APPLE_CLIENT_ID: z.string().nullable(),
  GOOGLE_ANALYTICS_ID: z.string().nullable(),
});

export type Configuration = z.infer<typeof configurationSchema>;
export type MicrositeSummary = z.infer<typeof micrositeSummarySchema>;
export type PushSettings = z.infer<typeof pushSettingsSchema>;
