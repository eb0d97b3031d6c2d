// Tests only: what the app's store holds, read through the store itself (the local folder on PGlite, S3 in the
// PostgreSQL suite), never from the disk behind it.
import type { App } from '../../app';

type WithApp = { app: Pick<App, 'storage'> };

/** The storage key behind a URL the API answered; a key is given back as it is. */
export function uploadKey(ctx: WithApp, urlOrKey: string): string {
  if (!/^https?:\/\//.test(urlOrKey)) return urlOrKey;
  const base = ctx.app.storage.url('x').slice(0, -1);
  if (!urlOrKey.startsWith(base)) throw new Error(`${urlOrKey} is not a URL of the app's store (${base})`);
  return urlOrKey.slice(base.length);
}

/** The bytes stored behind a URL (or key); a missing object fails the test with its key. */
export async function uploadBytes(ctx: WithApp, urlOrKey: string): Promise<Buffer> {
  const key = uploadKey(ctx, urlOrKey);
  const data = await ctx.app.storage.get(key);
  if (!data) throw new Error(`nothing stored at ${key}`);
  return data;
}

export async function uploadExists(ctx: WithApp, urlOrKey: string): Promise<boolean> {
  return ctx.app.storage.exists(uploadKey(ctx, urlOrKey));
}

/** Every object under a folder ('publications/12'), named relative to it, sorted; with their sizes. */
export async function uploadEntries(ctx: WithApp, folder: string): Promise<{ name: string; size: number }[]> {
  const prefix = `${folder.replace(/\/+$/, '')}/`;
  const found: { name: string; size: number }[] = [];
  for await (const { key, size } of ctx.app.storage.list(prefix)) found.push({ name: key.slice(prefix.length), size });
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every object under a folder, named relative to it, sorted. */
export async function uploadNames(ctx: WithApp, folder: string): Promise<string[]> {
  return (await uploadEntries(ctx, folder)).map((entry) => entry.name);
}
