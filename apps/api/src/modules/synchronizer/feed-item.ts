// One listing of a feed, read into the API's own form (publicationInputSchema, the rules a person's form
// follows) plus its stable code and image URLs. The feed's shape is the API's Publication: `address` with
// `title` and either `lat`/`lng` or `geolocation.coordinates` [lat, lng], `extras` as the API answers them,
// `images` a list of URLs (or of objects with `url`/`file_url`, as `medias` are answered).
import { createHash } from 'node:crypto';
import { listingFieldList } from '@vitrina/shared/listing-fields';
import { publicationInputSchema, type PublicationInput } from '@vitrina/shared/publications';
import { toPublicationColumns } from '../publications';

export type FeedItem = { code: string; input: PublicationInput; images: string[] };
export type FeedItemResult = { ok: true; item: FeedItem } | { ok: false; code: string | null; reason: string };

const codeMax = 255;
const topFields = listingFieldList.filter((field) => field.path.length === 1).map((field) => field.key);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return code && code.length <= codeMax ? code : null;
}

function coordinates(value: unknown): { lat: unknown; lng: unknown } | null {
  if (!isObject(value)) return null;
  if (Array.isArray(value.coordinates) && value.coordinates.length === 2)
    return { lat: value.coordinates[0], lng: value.coordinates[1] };
  if (value.lat !== undefined && (value.lng ?? value.lon) !== undefined)
    return { lat: value.lat, lng: value.lng ?? value.lon };
  return null;
}

/** An address with a title and a point; one without a point is left out (the map could not show it). */
function readAddress(raw: Record<string, unknown>): unknown {
  const address = raw.address;
  const title = typeof address === 'string' ? address : isObject(address) ? address.title : undefined;
  if (typeof title !== 'string' || !title.trim()) return null;
  const point =
    (isObject(address) && (coordinates(address) ?? coordinates(address.geolocation))) || coordinates(raw.geolocation);
  return point ? { title, lat: point.lat, lng: point.lng } : null;
}

function readImages(raw: Record<string, unknown>, max: number): string[] {
  const list = Array.isArray(raw.images) ? raw.images : Array.isArray(raw.medias) ? raw.medias : [];
  const urls = list
    .map((entry) => (typeof entry === 'string' ? entry : isObject(entry) ? (entry.url ?? entry.file_url) : null))
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//i.test(url.trim()))
    .map((url) => url.trim());
  return [...new Set(urls)].slice(0, max);
}

/** Reads one feed element; an invalid one comes back with the first reason, in Spanish, for the summary. */
export function readFeedItem(raw: unknown, imagesPerItem: number): FeedItemResult {
  if (!isObject(raw)) return { ok: false, code: null, reason: 'no es un objeto' };
  const code = readCode(raw.code);
  if (!code) return { ok: false, code: null, reason: 'falta el código (code)' };
  // The listing's own fields as the feed gives them (the schema reads what is missing as empty), the address in
  // any of its forms, and the extras as they are.
  const candidate = {
    ...Object.fromEntries(topFields.map((name) => [name, raw[name]])),
    address: readAddress(raw),
    extras: isObject(raw.extras) ? raw.extras : {},
  };
  const parsed = publicationInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.') || 'publicación';
    return { ok: false, code, reason: `${field}: ${issue.message}` };
  }
  return { ok: true, item: { code, input: parsed.data, images: readImages(raw, imagesPerItem) } };
}

// Bumped when the mapping changes, so every listing is written once more with the new mapping.
const hashVersion = 1;

/** What the feed said about a listing, as a hash: equal hashes mean nothing to write. */
export function contentHash(item: FeedItem): string {
  const payload = JSON.stringify({ v: hashVersion, columns: toPublicationColumns(item.input), images: item.images });
  return createHash('sha256').update(payload).digest('base64url');
}
