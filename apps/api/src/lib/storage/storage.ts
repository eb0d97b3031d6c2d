// What every file store offers (the local directory and S3-compatible object storage), the key rules they share,
// and the error a request gets when the store is down. Callers store keys (paths inside the store) in rows and turn
// them into URLs when answering, so PUBLIC_URL or S3_PUBLIC_URL can change without rewriting rows.
import type { Readable } from 'node:stream';
import { messages } from '@vitrina/shared/messages';
import { HttpError } from '../errors';

export type Storage = {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a key that does not exist is fine. */
  remove(key: string): Promise<void>;
  /** Every key under a prefix ('' for all), for storage:migrate and orphan checks. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  url(key: string): string;
  /**
   * The address of a stored image made `width` pixels wide for a card or a gallery (modules/publications/
   * image-variants.ts): always the app's own, whatever the store, since the API makes the copy on the first ask.
   */
  variantUrl(key: string, width: ImageVariantWidth): string;
  /**
   * Throws an Error with a clear Spanish message when the store cannot be used (missing bucket, bad credentials,
   * endpoint not answering). Called at start-up and by the readiness endpoint.
   */
  check(): Promise<void>;
  close(): void;
  /** A stream of the object and what to answer with it, for /uploads/ served through the API (S3 only). */
  open?(key: string, options: OpenOptions): Promise<OpenedObject | null>;
};

/** The widths a listing's image is also served at: a phone's card (480) and a wide card or a phone's gallery (800). */
export const imageVariantWidths = [480, 800] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

export type OpenOptions = { ifNoneMatch?: string; headOnly?: boolean };

export type OpenedObject =
  | { notModified: true; etag: string | null }
  | {
      notModified: false;
      /** Null for a HEAD request. */
      body: Readable | null;
      contentType: string;
      contentLength: number | null;
      etag: string | null;
      lastModified: Date | null;
    };

/**
 * The file store did not answer or refused a request: worth another try later (503). Writes and reads get their
 * own message; the cause is logged, never shown.
 */
export class StorageUnavailableError extends HttpError {
  constructor(operation: 'write' | 'read', options?: { cause?: unknown }) {
    super(
      503,
      operation === 'write' ? messages.errors.storageWriteUnavailable : messages.errors.storageReadUnavailable,
    );
    this.name = 'StorageUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

// Keys come from our own code, never from a client; the check stops a bug from writing outside the folder (or the
// bucket's prefix) and keeps names that every S3-compatible server and file system takes as they are.
const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

// A folder or file name longer than this is refused by file systems (the local folder, and s3rver or a MinIO on disk
// under a bucket), so no upload has one: such a key is "not found", never a store failure.
const maxSegmentLength = 255;

export function isValidKey(key: string): boolean {
  return (
    key.length <= 512 &&
    keyPattern.test(key) &&
    !key.includes('..') &&
    // A key no longer than a segment may be has no segment too long: most keys, which then need no split.
    (key.length <= maxSegmentLength || key.split('/').every((segment) => segment.length <= maxSegmentLength))
  );
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** The content type a key's extension names (for files copied without one, and objects stored without one). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** Upload keys are new for new content, but may be reused on delete-then-upload: cached a day, not forever. */
export const uploadsCacheControl = 'public, max-age=86400';
