// POST /map/autocomplete, POST /map/place and POST /map/locate. Signed-in users only: the address field lives
// in the listing form and the search builder, both behind sign-in, and a paid provider must not be open to
// anyone. Each user has a limit of their own on top of the API's per-IP one.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@vitrina/shared/messages';
import {
  autocompleteRequestSchema,
  autocompleteResponseSchema,
  locateRequestSchema,
  locateResponseSchema,
  placeRequestSchema,
  placeSchema,
} from '@vitrina/shared/map';
import { requireUser } from '../../lib/auth';
import { HttpError } from '../../lib/errors';
import { autocomplete, createMapProvider, findPlace, locatePlace } from './map.service';
import { errorResponses } from '../../lib/openapi-errors';

const tags = ['mapa'];
const security = [{ bearer: [] }];

// Typing waits 800 ms between calls (mapLimits): a minute of steady typing is well under 60 calls.
export const mapRateLimits = { autocomplete: 60, place: 30, locate: 30, windowMs: 60_000 } as const;

function perUserLimit(app: FastifyInstance, name: string, max: number): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow: mapRateLimits.windowMs,
    keyGenerator: (request) => `map-${name}:${request.user?.id}`,
  });
  return async (request, reply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new HttpError(429, messages.errors.tooManyRequests);
    }
  };
}

export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createMapProvider(app.db, app.config);
  app.addHook('onRequest', requireUser);

  app.post(
    '/map/autocomplete',
    {
      preHandler: perUserLimit(app, 'autocomplete', mapRateLimits.autocomplete),
      schema: {
        tags,
        summary: 'Lugares que coinciden con el texto (desde 3 caracteres)',
        security,
        body: autocompleteRequestSchema,
        response: { 200: autocompleteResponseSchema },
      },
    },
    async (request) => autocomplete(provider, request.user!.id, request.body.search),
  );

  app.post(
    '/map/place',
    {
      preHandler: perUserLimit(app, 'place', mapRateLimits.place),
      schema: {
        tags,
        summary: 'Un lugar elegido, con sus coordenadas',
        security,
        body: placeRequestSchema,
        response: { 200: placeSchema, ...errorResponses(404) },
      },
    },
    async (request) => findPlace(provider, request.user!.id, request.body.reference),
  );

  app.post(
    '/map/locate',
    {
      preHandler: perUserLimit(app, 'locate', mapRateLimits.locate),
      schema: {
        tags,
        summary: 'El barrio, la ciudad o la provincia que nombra una dirección escrita (null si ninguna)',
        security,
        body: locateRequestSchema,
        response: { 200: locateResponseSchema },
      },
    },
    async (request) => locatePlace(request.body.search),
  );
};
