// Slug normalisation ('Tienda', product.md, Sign-in and the account) and the names the app's own routes use,
// which no user may take.

export function normalizeSlug(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // "Peña" -> "pena" rather than "pea": keep the letter, drop the accent
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'account',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'docs',
  'firebase-messaging-sw',
  'group',
  'help',
  'home',
  'img',
  'invitation',
  'legal',
  'login',
  'logout',
  'manifest',
  'microsite',
  'search',
  'settings',
  'signup',
  'static',
  'sw',
  'registersw',
  'uploads',
  'user',
  'vitrina',
  'workbox',
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(normalizeSlug(slug));
}
