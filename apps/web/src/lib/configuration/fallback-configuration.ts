// What the app runs with until the server's configuration arrives, or when it never does: the product defaults
// and the shared enumerations (configuration-values has no zod, so this stays out of the first download's way).
import { buildConfiguration } from '@vitrina/shared/configuration-values';

export const fallbackConfiguration = buildConfiguration({ appName: 'Vitrina' });
