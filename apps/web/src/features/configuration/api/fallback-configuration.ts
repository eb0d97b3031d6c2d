// What the app runs with until the server's configuration arrives, or when it never does: the product defaults
// and the shared enumerations. Built here rather than with buildConfiguration() from
// @vitrina/shared/configuration because that module also defines the zod schemas, and zod would then ship in
// the first download of every page.
import type { Configuration } from '@vitrina/shared/configuration';
import {
  adminPermissions, ageGroups, categories, contactTypes, currencies, general, genders, lastSeasons, micrositeStatuses,
  notificationTypes, operations, priorities, publicationTypes, searchModes, searchOrders, sizes,
} from '@vitrina/shared/enums';

export const fallbackConfiguration: Configuration = {
  APP_NAME: 'Vitrina',
  CONTACT_EMAIL: null,
  MICROSITE: null,
  FIELDS: {
    types: [...publicationTypes],
    categories: categories.map((category) => ({ ...category, types: [...category.types] })),
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
  PUSH: null,
  GOOGLE_CLIENT_ID: null,
  APPLE_CLIENT_ID: null,
  GOOGLE_ANALYTICS_ID: null,
};
