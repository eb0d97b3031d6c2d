// One error class with an HTTP status, and the one handler that renders every failure as `{ message, errors? }`
// in Spanish (product.md, The shell: Errors). A 5xx never shows a stack, SQL or a path: it is logged with
// the request id and the client gets a generic message.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { messages } from '@vitrina/shared/messages';
import { firstMessage, toFieldErrors } from '@vitrina/shared/validation';
import { databaseErrorCode, isConnectionLost } from '../db/errors';

export type FieldErrors = Record<string, string[]>;
type ErrorBody = { message: string; errors?: FieldErrors };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 with one field's message, for rules checked in services (a slug already taken, say). */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

export const notFound = () => new HttpError(404, messages.errors.notFound);
export const unauthenticated = () => new HttpError(401, messages.errors.unauthenticated);
export const forbidden = () => new HttpError(403, messages.errors.forbidden);

// Fastify's own errors that are the client's fault, by code, with the message the client should read.
const clientErrorsByCode: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.errors.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.errors.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.errors.tooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, messages.errors.tooLarge],
  FST_FILES_LIMIT: [413, messages.errors.tooLarge],
  FST_PARTS_LIMIT: [413, messages.errors.tooLarge],
  FST_FIELDS_LIMIT: [413, messages.errors.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.errors.unsupportedMediaType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, messages.errors.unsupportedMediaType],
  // @fastify/multipart: a form the parser could not read to the end.
  FST_PROTO_VIOLATION: [400, messages.errors.invalidData],
  FST_INVALID_JSON_FIELD_ERROR: [400, messages.errors.invalidData],
  FST_MP_PREMATURE_CLOSE: [400, messages.errors.invalidData],
  FST_FILE_BUFFER_NOT_FOUND: [400, messages.errors.invalidData],
  // PostgreSQL, as a backstop behind the input checks: text with a NUL, a number its column cannot hold, a value
  // of the wrong kind for its column.
  '22021': [400, messages.errors.nullCharacter],
  '22003': [422, messages.errors.invalidData],
  '22P02': [400, messages.errors.invalidData],
};

// busboy (under @fastify/multipart) reports a malformed body as a plain Error, known only by its text.
const malformedMultipart =
  /^Multipart: Boundary not found$|^Boundary required$|unexpected end of multipart data|^Malformed part header/i;

const messagesByStatus: Record<number, string> = {
  400: messages.errors.invalidData,
  401: messages.errors.unauthenticated,
  403: messages.errors.forbidden,
  404: messages.errors.notFound,
  405: messages.errors.notFound,
  413: messages.errors.tooLarge,
  415: messages.errors.unsupportedMediaType,
  422: messages.errors.invalidData,
  429: messages.errors.tooManyRequests,
};

/** Turns any thrown value into a status and the body the client sees. */
function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrors = {};
    for (const issue of error.validation) {
      const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
      (errors[key] ??= []).push(issue.message ?? messages.errors.invalidData);
    }
    return { status: 422, body: { message: firstMessage(errors), errors } };
  }
  if (error instanceof ZodError) {
    const errors = toFieldErrors(error);
    return { status: 422, body: { message: firstMessage(errors), errors } };
  }
  // A lost database connection is worth retrying: 503, and the spec's text for a failure without details.
  if (isConnectionLost(error)) return { status: 503, body: { message: messages.errors.generic } };
  const fastifyError = error as Partial<FastifyError> | null;
  const code = databaseErrorCode(error);
  const known = code ? clientErrorsByCode[code] : undefined;
  if (known) return { status: known[0], body: { message: known[1] } };
  if (error instanceof Error && malformedMultipart.test(error.message))
    return { status: 400, body: { message: messages.errors.invalidData } };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: messagesByStatus[status] ?? messages.errors.generic } };
  }
  return { status: 500, body: { message: messages.errors.server } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error);
  if (status === 503) {
    // A service the request needs is down (the database, the file store): worth a retry, not a bug.
    const cause = error instanceof HttpError ? 'service unavailable' : 'database connection lost';
    request.log.warn({ err: error }, `request failed: ${cause}`);
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: (error as FastifyError | null)?.code }, 'request rejected');
  // Headers set by a failing hook (a rate limit's Retry-After) stay; content headers of a half-built reply go.
  reply.removeHeader('content-length');
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
