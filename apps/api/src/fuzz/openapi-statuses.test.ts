// Every operation of the OpenAPI document, called with the inputs a client meets (no session, a session without the
// role, a valid call, parameters naming nothing or not of their type, bodies incomplete, of the wrong types, broken,
// too large or of a type the operation does not read, a NUL character, bad query values, over the rate limit):
// each answer's status must be one the document lists for that operation, an error's body must be `{ message,
// errors? }`, and nothing may answer 500. An operation that lists 401 must answer it to a caller without a session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../db/schema/index';
import { createTestContext, type TestContext } from '../test/context';
import { actor, createGroupAs, invite, joinGroup, type Actor } from '../modules/groups/groups-test-helpers';
import { createListing } from '../modules/publications/publications-test-helpers';
import { createSearchAs } from '../modules/searches/core/searches-test-helpers';
import { createMicrosite } from '../modules/microsites/microsites-test-helpers';
import {
  bodySchema,
  documentedStatuses,
  documentOperations,
  errorBodyProblem,
  sampleOf,
  wrongOf,
  type Operation,
} from './openapi-document';

type Call = {
  label: string;
  who: Actor | null;
  params?: 'absent' | 'malformed' | 'long' | 'undecodable';
  query?: string;
  json?: unknown;
  raw?: string;
  type?: string;
  /** A Content-Length announced over every limit. */
  length?: number;
};

let ctx: TestContext;
let limited: TestContext;
let operations: Operation[];
const people = {} as Record<'owner' | 'member' | 'groupMember' | 'admin' | 'victim' | 'leaving', Actor>;
const ids = {} as Record<'group' | 'listing' | 'search' | 'microsite' | 'invitation', number> & {
  uuid: string;
  /** Another open invitation: accepting the first one spends it. */
  rejectUuid: string;
};

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '1000000', UPLOAD_MAX_MB: '1' } });
  // The same database behind an app whose rate limit is one request a minute.
  limited = await createTestContext({ database: ctx.database, env: { RATE_LIMIT_MAX: '1' } });
  people.owner = await actor(ctx, { name: 'Valentina Gómez', slug: `gomez-${Date.now().toString(36)}` });
  people.member = await actor(ctx, { name: 'Martín Fernández' });
  people.groupMember = await actor(ctx, { name: 'Lucía Rodríguez' });
  people.admin = await actor(ctx, { name: 'Mariana Sosa', permissions: ['users', 'groups', 'microsites', 'searches'] });
  people.victim = await actor(ctx, { name: 'Usuario de Prueba' });
  people.leaving = await actor(ctx, { name: 'Sesión que se cierra' });
  const group = await createGroupAs(ctx, people.owner);
  ids.group = group.id;
  await joinGroup(ctx, people.owner, group.id, people.groupMember);
  ids.uuid = await invite(ctx, people.owner, group.id);
  ids.rejectUuid = await invite(ctx, people.owner, group.id);
  const [row] = await ctx.db.select().from(invitations).where(eq(invitations.uuid, ids.uuid));
  ids.invitation = row.id;
  ids.listing = (await createListing(ctx, people.owner)).id;
  ids.search = (await createSearchAs(ctx, people.owner, { group_id: group.id })).id;
  ids.microsite = (await createMicrosite(ctx, people.admin, [people.owner.user.id])).id;
  operations = documentOperations(ctx.app);
}, 120_000);
afterAll(async () => {
  await limited.close();
  await ctx.close();
});

/** The value a path parameter takes in a valid call: something the fixtures made. */
function parameterValue(path: string, name: string): string | number {
  if (name === 'provider') return 'google';
  if (name === 'userId') return people.groupMember.user.id;
  if (name === 'invitationId') return ids.invitation;
  if (name === 'uuid') return path.endsWith('/reject') ? ids.rejectUuid : ids.uuid;
  if (name === 'slug') return people.owner.user.slug!;
  if (name === 'token') return 'enlace-de-prueba';
  if (name === 'searchId') return ids.search;
  if (path.startsWith('/api/admin/user')) return people.victim.user.id;
  if (path.includes('microsite')) return ids.microsite;
  if (path.includes('/group/')) return ids.group;
  if (path.includes('search')) return ids.search;
  return ids.listing;
}

function urlOf(operation: Operation, call: Call): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (call.params === 'absent') return '999999999';
    if (call.params === 'malformed') return 'no-es-un-id';
    if (call.params === 'long') return 'y'.repeat(300);
    if (call.params === 'undecodable') return '%E0%A4%A';
    return encodeURIComponent(String(parameterValue(operation.path, name)));
  });
  return call.query ? `${path}?${call.query}` : path;
}

/** Who may make the call: an admin on the administration, else the fixtures' owner. */
function caller(operation: Operation): Actor {
  if (operation.path === '/api/auth/logout') return people.leaving;
  return operation.path.startsWith('/api/admin/') ? people.admin : people.owner;
}

function callsFor(operation: Operation): Call[] {
  const schema = bodySchema(operation);
  const bodied = operation.method !== 'GET';
  const valid = schema ? { json: sampleOf(schema) } : {};
  const right = caller(operation);
  const calls: Call[] = [
    { label: 'sin sesión', who: null, ...valid },
    { label: 'sesión sin el rol', who: people.member, ...valid },
    { label: 'miembro del grupo sin el rol', who: people.groupMember, ...valid },
    { label: 'válido', who: right, ...valid },
    { label: 'carácter nulo en la consulta', who: right, query: 'x=%00', ...valid },
  ];
  if (operation.path.includes('{')) {
    calls.push({ label: 'parámetro que no existe', who: right, params: 'absent', ...valid });
    calls.push({ label: 'parámetro mal formado', who: right, params: 'malformed', ...valid });
    calls.push({ label: 'parámetro demasiado largo', who: right, params: 'long', ...valid });
    calls.push({ label: 'parámetro mal codificado', who: right, params: 'undecodable', ...valid });
  }
  const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (queryParameters.length > 0) {
    const query = queryParameters.map((parameter) => `${parameter.name}=-7.5x`).join('&');
    calls.push({ label: 'consulta inválida', who: right, query, ...valid });
  }
  if (schema) {
    calls.push({ label: 'cuerpo vacío', who: right, json: {} });
    calls.push({ label: 'cuerpo de otros tipos', who: right, json: wrongOf(schema) });
    calls.push({ label: 'cuerpo que es una lista', who: right, json: [1, 2] });
  }
  if (bodied) {
    calls.push({ label: 'JSON roto', who: right, raw: '{"title":', type: 'application/json' });
    calls.push({ label: 'texto plano', who: right, raw: 'hola', type: 'text/plain' });
    const huge = 40 * 1024 * 1024;
    calls.push({ label: 'cuerpo enorme', who: right, raw: '{}', type: 'application/json', length: huge });
  }
  calls.push({
    label: 'formulario donde no se lee',
    who: right,
    raw: '--x\r\ncontent-disposition: form-data; name="title"\r\n\r\nhola\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  });
  return calls;
}

async function send(app: TestContext['app'], operation: Operation, call: Call) {
  const headers: Record<string, string> = { ...(call.who?.headers ?? {}) };
  let payload: string | Buffer | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.json);
  } else if (call.raw !== undefined) {
    headers['content-type'] = call.type!;
    payload = call.raw;
    if (call.length) headers['content-length'] = String(call.length);
  }
  return app.inject({ method: operation.method as 'GET', url: urlOf(operation, call), headers, payload });
}

// Writes last: a deletion must not take away what later calls name; signing out (which revokes the session that
// calls it) after everything.
const order = (operation: Operation) =>
  operation.path === '/api/auth/logout' ? 3 : operation.method === 'DELETE' ? 2 : operation.method === 'GET' ? 0 : 1;

describe('the OpenAPI document', () => {
  it('lists every status each operation answers', async () => {
    expect(operations.length).toBeGreaterThan(90);
    const failures: string[] = [];
    const guestsLetIn: string[] = [];
    let sent = 0;
    for (const operation of [...operations].sort((a, b) => order(a) - order(b))) {
      const listed = documentedStatuses(operation);
      for (const call of callsFor(operation)) {
        const response = await send(ctx.app, operation, call);
        sent++;
        const where = `${operation.method} ${operation.path} [${call.label}]`;
        if (!listed.includes(response.statusCode) || response.statusCode === 500)
          failures.push(
            `${where} → ${response.statusCode} (lists ${listed.join(', ')}) ${response.body.slice(0, 120)}`,
          );
        else if (response.statusCode >= 400) {
          const problem = errorBodyProblem(response.body);
          if (problem) failures.push(`${where} → ${response.statusCode}: ${problem}`);
        }
        if (call.label === 'sin sesión' && listed.includes(401) && response.statusCode !== 401)
          guestsLetIn.push(`${operation.method} ${operation.path} lists 401, a guest got ${response.statusCode}`);
      }
    }
    console.log(`OpenAPI statuses: ${sent} requests over ${operations.length} operations; ${failures.length} off`);
    expect(failures).toEqual([]);
    expect(guestsLetIn).toEqual([]);
  }, 300_000);

  it('lists 429 where the API’s rate limit answers it', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      if (operation.path === '/api/auth/logout') continue;
      const schema = bodySchema(operation);
      // Signed in as the operation asks: a guard turns a guest away before the rate limit counts the request.
      const who = caller(operation);
      const call: Call = { label: 'sobre el límite', who, ...(schema ? { json: sampleOf(schema) } : {}) };
      // Each operation from its own address: the first call spends the minute's one request, the second is refused.
      const remoteAddress = `10.0.${Math.floor(operations.indexOf(operation) / 200)}.${operations.indexOf(operation) % 200}`;
      let status = 0;
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await limited.app.inject({
          method: operation.method as 'GET',
          url: urlOf(operation, call),
          remoteAddress,
          headers: { ...who.headers, ...(call.json === undefined ? {} : { 'content-type': 'application/json' }) },
          payload: call.json === undefined ? undefined : JSON.stringify(call.json),
        });
        status = response.statusCode;
      }
      const listed = documentedStatuses(operation);
      if (!listed.includes(status)) failures.push(`${operation.method} ${operation.path} → ${status}`);
      if (status !== 429 && listed.includes(429))
        failures.push(`${operation.method} ${operation.path} lists 429, answered ${status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
