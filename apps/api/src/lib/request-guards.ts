// Checks on what a request carries, before any route sees it (decision 007): no NUL character in any text
// (PostgreSQL cannot store one in text), JSON no deeper than any form of ours, and multipart bodies only on the
// routes that take uploads (anywhere else they would be read and buffered for nothing).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { messages } from '@vitrina/shared/messages';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads any body as bytes itself (the method override's catch-all): no multipart check. */
    rawBody?: boolean;
  }
}

/** Deeper than any request of ours (a listing's stock rows are three levels down). */
const maxJsonDepth = 32;

/** Whether a JSON text nests arrays and objects deeper than `max`, found in one pass without parsing it. */
export function jsonTooDeep(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92)
        i++; // a backslash escapes the next character
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      if (++depth > max) return true;
    } else if (char === 93 || char === 125) depth--;
  }
  return false;
}

/** Whether any text in a parsed value (keys included) holds a NUL character. Files (Buffers) are bytes, not text. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || depth > maxJsonDepth) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * 400 when the path, the query or the body carries a NUL: no route, service or query ever sees one. Callback hooks
 * here, as every request runs them and they wait for nothing.
 */
function refuseNul(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
    return done(new HttpError(400, messages.errors.nullCharacter));
  }
  done();
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\//i.test(String(request.headers['content-type'] ?? ''));
}

/** Whether a route declares (in its OpenAPI `consumes`) that it takes multipart forms. */
export function routeTakesMultipart(schema: { consumes?: readonly string[] } | undefined): boolean {
  return schema?.consumes?.includes('multipart/form-data') ?? false;
}

/**
 * Registers the guards in the /api context. Call it after the multipart plugin: the NUL check must run after
 * the plugin's own preValidation hook has read a form's fields.
 */
export function registerRequestGuards(api: FastifyInstance) {
  api.addHook('onRequest', (request, _reply, done) => {
    if (
      isMultipart(request) &&
      !request.routeOptions.config?.rawBody &&
      !routeTakesMultipart(request.routeOptions.schema as { consumes?: string[] })
    ) {
      return done(new HttpError(415, messages.errors.unsupportedMediaType));
    }
    done();
  });
  api.addHook('preValidation', refuseNul);
}
