// Where a microsite's own pages fetch its files (logos, icons, its users' avatars): from the host they are on. The
// store links a file with PUBLIC_URL (the platform's address), which on a microsite's host would send the browser and
// the installed app to the platform for the brand's icon. Every instance serves /uploads/ on every host, so a file the
// app serves is linked by its path alone; a bucket's own address (S3_PUBLIC_URL, a CDN) is neither site's and stays.
import type { Storage } from '../../lib/storage';

export type FileUrl = (key: string | null) => string | null;

/** Links files as the store does: absolute, on the platform's address (or the bucket's). */
export function platformFileUrl(storage: Storage): FileUrl {
  return (key) => (key ? storage.url(key) : null);
}

/** Links files the app serves by their path, so they load from whichever host the page is on. */
export function sameHostFileUrl(storage: Storage, publicUrl: string): FileUrl {
  const served = `${publicUrl.replace(/\/+$/, '')}/uploads/`;
  return (key) => {
    if (!key) return null;
    const url = storage.url(key);
    return url.startsWith(served) ? `/uploads/${url.slice(served.length)}` : url;
  };
}
