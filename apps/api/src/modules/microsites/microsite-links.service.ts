// Where a link to something that happened on a microsite goes (the emails of notifications and search alerts): the
// microsite's own host while it is active, with the platform's scheme and port (PUBLIC_URL), so a client who
// swipes on an agency's site is sent back there, signed in and under its brand; the platform's address otherwise.
// The site's name goes with it ('Ver en Inmobiliaria Sur').
import type { Database } from '../../db/client';
import { listActiveMicrositeHosts } from './microsite-host.queries';

/** PUBLIC_URL with the microsite's host in place of the platform's. */
export function micrositeOrigin(publicUrl: string, host: string): string {
  const url = new URL(publicUrl);
  url.hostname = host;
  return url.origin;
}

export type LinkSite = { url: string; name: string };

/**
 * The base address and name of links for each of `micrositeIds` (null: the platform): the microsite's origin and
 * name while it is active; PUBLIC_URL and the app's name for the platform and for a microsite suspended or removed.
 */
export async function linkSites(
  db: Database,
  platform: { publicUrl: string; appName: string },
  micrositeIds: readonly (number | null)[],
): Promise<(id: number | null) => LinkSite> {
  const ids = [...new Set(micrositeIds.filter((id): id is number => id !== null))];
  const rows = ids.length === 0 ? [] : await listActiveMicrositeHosts(db, ids);
  const sites = new Map(
    rows.map((row) => [row.id, { url: micrositeOrigin(platform.publicUrl, row.host), name: row.name }]),
  );
  const home = { url: platform.publicUrl, name: platform.appName };
  return (id) => (id === null ? home : (sites.get(id) ?? home));
}

/** The origin of links for one site: the active microsite's host (PUBLIC_URL's scheme and port), else PUBLIC_URL. */
export async function linkOrigin(db: Database, publicUrl: string, micrositeId: number | null): Promise<string> {
  const platform = publicUrl.replace(/\/+$/, '');
  if (micrositeId === null) return platform;
  const [site] = await listActiveMicrositeHosts(db, [micrositeId]);
  return site ? micrositeOrigin(publicUrl, site.host) : platform;
}
