// Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in tests), so any number of API instances and
// workers share them. Every failure of the store becomes a StorageUnavailableError (503 with a Spanish message);
// check() explains at start-up why the bucket cannot be used.
//
// Browsers get the files through the API at /uploads/<key> (the default) or, with S3_PUBLIC_URL, straight from
// the bucket's public address or a CDN. Through the API is the default because it works with a private bucket and
// any S3-compatible server, and keeps images on the app's own origin (the CSP and the service worker's cache need
// nothing more); a public URL or CDN is the faster choice for a big deployment, since image bytes then never pass
// through an API instance.
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config';
import { describeS3Failure, isMissingObject, isNotModified } from './s3-failures';
import {
  assertKey,
  contentTypeOf,
  StorageUnavailableError,
  uploadsCacheControl,
  type OpenedObject,
  type Storage,
} from './storage';

export type S3StorageOptions = Omit<Extract<StorageConfig, { kind: 's3' }>, 'kind'> & {
  /** The app's PUBLIC_URL, for links through the API when there is no S3_PUBLIC_URL. */
  appUrl: string;
  /** How long one request may wait for an answer (default 10 s); a silent endpoint fails instead of hanging. */
  requestTimeoutMs?: number;
  /** How long check() waits (default 5 s). */
  checkTimeoutMs?: number;
};

let sdkLoading: Promise<typeof S3> | undefined;

/** The SDK, loaded on first use: a server without S3 never needs it, and one with S3 loads it at its start's check. */
function loadSdk(): Promise<typeof S3> {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const checkTimeoutMs = options.checkTimeoutMs ?? 5_000;
  const { bucket } = options;
  const clientOptions: S3.S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint ?? undefined,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's newer default checksums (CRC32 on every upload, checked on every download) are not understood by
    // s3rver, older MinIO or Ceph; MD5-era behaviour works everywhere.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // One retry for a throttled or dropped request; more would keep an upload waiting on a store that is down.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(requestTimeoutMs, 5_000),
      requestTimeout: requestTimeoutMs,
      throwOnRequestTimeout: true,
      // A response that stops sending halfway (a streamed image) is cut after this long idle.
      socketTimeout: requestTimeoutMs,
    },
  };
  // The client is made with the SDK, on first use; close() destroys it if it was made.
  let made: S3.S3Client | null = null;
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | null = null;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => {
      made = new sdk.S3Client(clientOptions);
      return { sdk, client: made };
    }));
  const publicBase = options.publicUrl ? `${options.publicUrl}/` : `${options.appUrl.replace(/\/+$/, '')}/uploads/`;
  const target = { bucket, endpoint: options.endpoint, region: options.region };

  const unavailable = (operation: 'write' | 'read') => (error: unknown) => {
    throw new StorageUnavailableError(operation, { cause: error });
  };

  return {
    kind: 's3',
    async put(key, data, contentType) {
      assertKey(key);
      const { sdk, client } = await connect();
      await client
        .send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            CacheControl: uploadsCacheControl,
          }),
        )
        .catch(unavailable('write'));
    },
    async get(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return Buffer.alloc(0);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new StorageUnavailableError('read', { cause: error });
      }
    },
    async exists(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw new StorageUnavailableError('read', { cause: error });
      }
    },
    async remove(key) {
      assertKey(key);
      const { sdk, client } = await connect();
      // S3 answers a missing key's delete like any other.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(unavailable('write'));
    },
    async *list(prefix) {
      // The first listing API, paged by the last key seen: every S3-compatible server has it, while s3rver's
      // ListObjectsV2 paging needs a cipher OpenSSL 3 no longer ships.
      const { sdk, client } = await connect();
      let marker: string | undefined;
      for (;;) {
        const page = await client
          .send(new sdk.ListObjectsCommand({ Bucket: bucket, Prefix: prefix || undefined, Marker: marker }))
          .catch(unavailable('read'));
        const objects = page.Contents ?? [];
        for (const object of objects) {
          if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
        const last = objects.at(-1)?.Key;
        if (!page.IsTruncated || !last) return;
        marker = last;
      }
    },
    url(key) {
      assertKey(key);
      return publicBase + key;
    },
    variantUrl(key, width) {
      assertKey(key);
      return `${options.appUrl.replace(/\/+$/, '')}/media/${width}/${key}`;
    },
    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(checkTimeoutMs),
        });
      } catch (error) {
        throw new Error(describeS3Failure(error, target, checkTimeoutMs), { cause: error });
      }
    },
    close() {
      made?.destroy();
    },
    async open(key, { ifNoneMatch, headOnly }): Promise<OpenedObject | null> {
      assertKey(key);
      const input = { Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch || undefined };
      const { sdk, client } = await connect();
      try {
        const object = headOnly
          ? await client.send(new sdk.HeadObjectCommand(input))
          : await client.send(new sdk.GetObjectCommand(input));
        return {
          notModified: false,
          body: 'Body' in object && object.Body ? (object.Body as Readable) : null,
          contentType: object.ContentType || contentTypeOf(key),
          contentLength: object.ContentLength ?? null,
          etag: object.ETag ?? null,
          lastModified: object.LastModified ?? null,
        };
      } catch (error) {
        if (isNotModified(error)) return { notModified: true, etag: ifNoneMatch ?? null };
        if (isMissingObject(error)) return null;
        throw new StorageUnavailableError('read', { cause: error });
      }
    },
  };
}
