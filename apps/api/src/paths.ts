// Where the API package lives on disk. This module sits one level under apps/api both as source (src/) and once
// bundled (dist/*.js), so '..' from its URL is apps/api in tests, in `tsx` and in the built server alike.
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = resolve(apiRoot, 'drizzle');
export const defaultWebDist = resolve(apiRoot, '../web/dist');
/** The fonts the server draws text with (DejaVu Sans, its licence beside them): no system font is ever used. */
export const fontsFolder = resolve(apiRoot, 'fonts');
