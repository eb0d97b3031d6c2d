// Builds the GET /api/configuration body from the environment and the enumerations. Free of zod on purpose: the
// web app uses it for the configuration it shows before the server's arrives.
import type { Configuration, MicrositeSummary, PushSettings } from './configuration';
import {
  adminPermissions,
  ageGroups,
  categories,
  contactTypes,
  currencies,
  general,
  genders,
  lastSeasons,
  micrositeStatuses,
  notificationTypes,
  operations,
  priorities,
  publicationTypes,
  searchModes,
  searchOrders,
  sizes,
} from './enums';

export type ConfigurationEnv = {
  appName: string;
  contactEmail?: string | null;
  googleClientId?: string | null;
  appleClientId?: string | null;
  googleAnalyticsId?: string | null;
  push?: PushSettings | null;
  microsite?: MicrositeSummary | null;
  mapTiles?: { url?: string | null; attribution?: string | null };
  uploadMaxMb?: number;
};

/** The API's default upload limit (UPLOAD_MAX_MB), also what the web app assumes before the server answers. */
export const defaultUploadMaxMb = 10;

// OpenStreetMap's own tiles need no key; their usage policy asks for this attribution.
export const defaultMapTiles = {
  tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
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
    MAP: {
      tile_url: env.mapTiles?.url || defaultMapTiles.tile_url,
      attribution: env.mapTiles?.attribution || defaultMapTiles.attribution,
    },
    UPLOAD_MAX_MB: env.uploadMaxMb ?? defaultUploadMaxMb,
    GOOGLE_CLIENT_ID: env.googleClientId ?? null,
    APPLE_CLIENT_ID: env.appleClientId ?? null,
    GOOGLE_ANALYTICS_ID: env.googleAnalyticsId ?? null,
  };
}
