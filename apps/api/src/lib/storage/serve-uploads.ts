// GET and HEAD /uploads/<key> answered from the bucket (S3 without S3_PUBLIC_URL): the object streams through the
// API with the headers the local folder is served with, and If-None-Match is passed on to the store, so a browser
// revalidating an image it holds gets a 304 without the bytes.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@vitrina/shared/messages';
import { contentTypeOf, isValidKey, uploadsCacheControl, type OpenedObject, type Storage } from './storage';

export function registerUploadStreaming(app: FastifyInstance, storage: Storage) {
  const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    const headOnly = request.method === 'HEAD';
    const ifNoneMatch = request.headers['if-none-match'];
    const object = isValidKey(key) ? await openObject(storage, key, headOnly, ifNoneMatch) : null;
    if (!object) {
      return reply.status(404).type('application/json; charset=utf-8').send({ message: messages.errors.notFound });
    }
    reply.header('cache-control', uploadsCacheControl);
    reply.header('x-content-type-options', 'nosniff');
    if (object.etag) reply.header('etag', object.etag);
    if (object.notModified) return reply.status(304).send();
    reply.type(object.contentType);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (object.contentLength !== null) reply.header('content-length', object.contentLength);
    if (!object.body) return reply.send();
    // A client that goes away mid-image, or a store that stops sending, ends this one stream and nothing else.
    object.body.on('error', (error) => request.log.warn({ err: error, key }, 'upload stream failed'));
    return reply.send(object.body);
  };
  // Files, not the API: left out of /api/docs, as the local folder's are.
  app.get('/uploads/*', { exposeHeadRoute: false, schema: { hide: true } }, handler);
  app.head('/uploads/*', { schema: { hide: true } }, handler);
}

/** The store's own stream when it has one; else the bytes (a store wrapped by a test). */
async function openObject(
  storage: Storage,
  key: string,
  headOnly: boolean,
  ifNoneMatch: string | undefined,
): Promise<OpenedObject | null> {
  if (storage.open) return storage.open(key, { headOnly, ifNoneMatch });
  const data = await storage.get(key);
  if (!data) return null;
  return {
    notModified: false,
    body: headOnly ? null : Readable.from(data),
    contentType: contentTypeOf(key),
    contentLength: data.length,
    etag: null,
    lastModified: null,
  };
}
