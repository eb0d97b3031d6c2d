// The spec's method override (spec 01 §7, DESIGN): a POST carrying `_method` = PUT, PATCH or DELETE is handled as
// that method. Browsers send files only in POST multipart forms, hence the override.
//
// How: Fastify picks the route before any hook can read a body, so a request cannot be re-routed after parsing.
// Instead every PUT/PATCH/DELETE route inside /api is also registered for POST (an onRoute hook adds the method),
// and a route-level preValidation hook lets a POST through only when `_method` (query string, JSON field or
// multipart field) names the route's method. A POST without it gets the 404 a missing route gets. A route that
// needs a real POST on the same URL opts out with `config: { methodOverride: false }`.
import type { FastifyInstance, FastifyRequest, RouteOptions, preValidationHookHandler } from 'fastify';
import { notFound } from './errors';

const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: do not also accept POST with `_method` for this route. */
    methodOverride?: boolean;
  }
}

export function requestedMethod(request: FastifyRequest): string | null {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?._method;
  const body = request.body;
  const fromBody = body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as Record<string, unknown>)._method : undefined;
  const value = fromBody ?? fromQuery;
  return typeof value === 'string' ? value.trim().toUpperCase() : null;
}

/** Installs the override on every route registered after it in this Fastify context and its children. */
export function installMethodOverride(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.methodOverride === false) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
    const target = methods.find((method) => overridable.has(method));
    if (!target || methods.includes('POST')) return;

    const check: preValidationHookHandler = async (request) => {
      if (request.method !== 'POST') return;
      if (requestedMethod(request) !== target) throw notFound();
    };
    route.method = [...methods, 'POST'];
    const existing = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [check, ...existing];
  });
}
