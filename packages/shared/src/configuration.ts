// GET /api/configuration: what the web app needs from the environment (spec 01 §3), built by the API from its
// config and the enumerations, and parsed by the web app with the same schema.
import { z } from 'zod';
import {
  adminPermissions, ageGroups, categories, contactTypes, currencies, general, genders, lastSeasons, micrositeStatuses,
  notificationTypes, operations, priorities, publicationTypes, searchModes, searchOrders, sizes,
} from './enums';

const option = z.object({ value: z.string(), title: z.string() }).passthrough();

export const micrositeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_main_url: z.string().nullable(),
  logo_secondary_url: z.string().nullable(),
  logo_square_url: z.string().nullable(),
});

export const pushSettingsSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  storageBucket: z.string(),
  messagingSenderId: z.string(),
  appId: z.string(),
  vapidKey: z.string(),
});

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
  PRIORITIES: z.array(option.extend({ description: z.string(), expires_in: z.number(), color: z.string(), icon: z.string() })),
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
  PUSH: pushSettingsSchema.nullable(),
  GOOGLE_CLIENT_ID: z.string().nullable(),
  APPLE_CLIENT_ID: z.string().nullable(),
  GOOGLE_ANALYTICS_ID: z.string().nullable(),
});

export type Configuration = z.infer<typeof configurationSchema>;
export type MicrositeSummary = z.infer<typeof micrositeSummarySchema>;
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export type ConfigurationEnv = {
  appName: string;
  contactEmail?: string | null;
  googleClientId?: string | null;
  appleClientId?: string | null;
  googleAnalyticsId?: string | null;
  push?: PushSettings | null;
  microsite?: MicrositeSummary | null;
};

export function buildConfiguration(env: ConfigurationEnv): Configuration {
  return {
    APP_NAME: env.appName,
    CONTACT_EMAIL: env.contactEmail ?? null,
    MICROSITE: env.microsite ?? null,
    FIELDS: {
      types: [...publicationTypes],
      categories: categories.map((c) => ({ ...c, types: [...c.types] })),
      operations: [...operations],
      currencies: [...currencies],
      genders: [...genders],
      age_groups: [...ageGroups],
      sizes: [...sizes],
      last_seasons: [...lastSeasons],
    },
    PRIORITIES: [...priorities],
    SEARCH_ORDERS: [...searchOrders],
    SEARCH_MODES: [...searchModes],
    NOTIFICATION_TYPES: [...notificationTypes],
    MICROSITE_STATUSES: [...micrositeStatuses],
    PERMISSIONS: [...adminPermissions],
    CONTACT_TYPES: [...contactTypes],
    GENERAL: general,
    PUSH: env.push ?? null,
    GOOGLE_CLIENT_ID: env.googleClientId ?? null,
    APPLE_CLIENT_ID: env.appleClientId ?? null,
    GOOGLE_ANALYTICS_ID: env.googleAnalyticsId ?? null,
  };
}
