// The error answers every operation of the OpenAPI document lists, so that a client generated from it handles them.
// One onRoute hook adds to each route's `response` the statuses its declaration implies, all with the one error body
// of errors.ts, `{ message, errors? }`:
// - every route: 400 (a NUL character, malformed JSON, a broken form), 415 (a body type it does not read), 500 and
//   503 (the database or the file store away), and 429 unless it is exempt from the API's rate limit;
// - a method that carries a body: 413 (over the body or upload limit);
// - a required bearer token (`security` without an empty alternative): 401;
// - path parameters: 404 (nothing there, or nothing the caller may see), 414 (one longer than the router reads) and
//   422 (not of their type);
// - a body or a query string: 422 (the fields' messages in `errors`).
// - a hook marked with answering(…) among its own hooks (requirePermission: 401 and 403): what the mark says.
// What a route answers beyond that (403 for a role its service checks, 409 for a conflict, 404 of a lookup without
// parameters, 422 of a rule without a body) it declares itself with errorResponses(…) in its `response`.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

const descriptions: Record<number, string> = {
  400: 'Pedido mal formado (JSON inválido, un carácter nulo, un formulario incompleto)',
  401: 'Sin sesión, o con la sesión vencida o revocada',
  403: 'La sesión no tiene el rol o el permiso que hace falta',
  404: 'No existe, o quien llama no puede verlo',
  409: 'Choca con el estado actual (ya hecho, ya tomado)',
  413: 'El cuerpo o el archivo supera el tamaño permitido',
  414: 'Un parámetro de la ruta es más largo de lo que se lee',
  415: 'El tipo del cuerpo no es uno de los que la operación lee',
  422: 'Datos inválidos: `errors` dice el mensaje de cada campo',
  429: 'Demasiados pedidos: volver a intentar después de `Retry-After`',
  500: 'Error del servidor',
  503: 'Un servicio que hace falta (la base, los archivos, el proveedor de mapas) no responde por ahora',
};

export type ErrorStatus = keyof typeof descriptions & number;

const errorShape = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
type ErrorSchema = typeof errorShape;
// One schema per status, shared by every route: the app starts without building a thousand of them.
const byStatus = new Map<number, ErrorSchema>();

/** The body of every error answer (lib/errors.ts), described for one status. */
export function errorBody(status: number): ErrorSchema {
  let schema = byStatus.get(status);
  if (!schema) byStatus.set(status, (schema = errorShape.describe(descriptions[status] ?? 'Error')));
  return schema;
}

/** A route's own error answers, for its schema's `response`: `{ 200: …, ...errorResponses(403, 409) }`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody(status)])) as Record<S, ErrorSchema>;
}

const answersKey = Symbol('answers');

/** Marks a guard hook with the statuses it answers, so every route that lists it among its hooks lists them too. */
export function answering<T extends object>(hook: T, ...statuses: ErrorStatus[]): T {
  return Object.assign(hook, { [answersKey]: statuses });
}

/** What the route's own hooks answer, by their marks. */
function hookAnswers(route: Partial<Record<string, unknown>>): number[] {
  return ['onRequest', 'preParsing', 'preValidation', 'preHandler'].flatMap((name) => {
    const hooks = route[name];
    return (Array.isArray(hooks) ? hooks : [hooks]).flatMap(
      (hook) => ((hook as { [answersKey]?: number[] } | undefined)?.[answersKey] ?? []) as number[],
    );
  });
}

type RouteSchema = {
  hide?: boolean;
  security?: Record<string, unknown>[];
  params?: unknown;
  body?: unknown;
  querystring?: unknown;
  response?: Record<string | number, unknown>;
};

/** The error statuses a route's declaration implies (see the top of this file). */
export function impliedErrors(route: Pick<RouteOptions, 'method' | 'config'> & { schema?: RouteSchema }): number[] {
  const schema = route.schema ?? {};
  const statuses = new Set([400, 415, 500, 503, ...hookAnswers(route as Partial<Record<string, unknown>>)]);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== false) statuses.add(429);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) statuses.add(413);
  const security = schema.security ?? [];
  if (security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0)) statuses.add(401);
  if (schema.params) statuses.add(404).add(414).add(422);
  if (schema.body || schema.querystring) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

/** Registers the hook on the root instance, before any route, so every route of every plugin gets its answers. */
export function documentErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteSchema | undefined;
    if (!schema || schema.hide) return;
    const response = { ...(schema.response ?? {}) };
    for (const status of impliedErrors({ ...route, schema })) response[status] ??= errorBody(status);
    schema.response = response;
  });
}
