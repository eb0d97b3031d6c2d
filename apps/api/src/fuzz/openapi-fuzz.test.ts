// Generated requests over every route of the OpenAPI document, from a seeded generator (the same requests on every
// run): odd strings (NUL, unicode, huge), numbers far beyond any column, wrong types, deep arrays, missing fields,
// random multipart bodies, as a guest and as a signed-in user. Nothing a client sends may answer 5xx, nor a status the
// operation's document does not list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { actor, type Actor } from '../modules/groups/groups-test-helpers';
import { createRandom } from '../seed/publications/random';
import {
  bodySchema,
  documentedStatuses,
  documentOperations,
  type JsonSchema,
  type Operation,
} from './openapi-document';

const seed = 20_240_806;
const requestsPerOperation = 60;

/** The seed data's generator (mulberry32), with the picks the fuzzer makes: the same sequence on every run. */
function generator(initial: number) {
  const random = createRandom(initial);
  return { next: random.next, int: (max: number) => random.int(0, max - 1), pick: random.pick };
}
type Random = ReturnType<typeof generator>;

const oddStrings = [
  '',
  ' ',
  'a',
  'Departamento en Palermo',
  '\u0000',
  'a\u0000b',
  'ñandú ÁÉÍÓÚ',
  '🏠🏠🏠',
  '\u202e\u200b',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  'x'.repeat(300),
  'y'.repeat(20_000),
  'null',
  'true',
  '-1',
  '1e400',
  'data:image/png;base64,AAAA',
  'https://example.com',
  'usuario@vitrina.example',
  '+5491123456789',
  '{',
  '[]',
  '\ud800',
];
const oddNumbers = [
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53 + 2,
  1e20,
  1e308,
  -1e308,
  0.5,
  3.14159,
  Number.MIN_VALUE,
];

function nested(random: Random, depth: number): unknown {
  return depth <= 0 ? random.pick(oddNumbers) : [nested(random, depth - 1)];
}

function anyValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 4 : 7)) {
    case 0:
      return random.pick(oddStrings);
    case 1:
      return random.pick(oddNumbers);
    case 2:
      return random.pick([true, false, null]);
    case 3:
      return String(random.pick(oddNumbers));
    case 4:
      return nested(random, random.pick([1, 5, 40, 200]));
    case 5:
      return Array.from({ length: random.int(4) }, () => anyValue(random, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: random.int(4) }, () => [
          random.pick(['name', 'x', '__proto__', 'extras', 'a\u0000']),
          anyValue(random, depth + 1),
        ]),
      );
  }
}

/** A body near the schema's shape (known fields, often with wrong or extreme values), or nothing like it. */
function bodyFor(random: Random, schema: JsonSchema | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const roll = random.next();
    if (roll < 0.15) continue; // missing
    if (roll < 0.35 && property.enum) body[name] = random.pick(property.enum);
    else if (roll < 0.5 && property.type === 'object') body[name] = bodyFor(random, property);
    else body[name] = anyValue(random);
  }
  if (random.next() < 0.2)
    body[random.pick(['_method', 'extra', 'extras[areas][total]'])] = random.pick(['PUT', 'DELETE', ...oddStrings]);
  return body;
}

function multipartBody(random: Random, fields: Record<string, unknown>) {
  const boundary = `----fuzz${random.int(1e9)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
      ),
    );
  }
  if (random.next() < 0.5) {
    const bytes = Buffer.from(Array.from({ length: random.pick([0, 10, 5000]) }, () => random.int(256)));
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${random.pick(['medias[]', 'avatar', 'logo'])}"; filename="x.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  // Often well formed; sometimes cut short, or with a broken header.
  const roll = random.next();
  if (roll < 0.7) parts.push(Buffer.from(`--${boundary}--\r\n`));
  else if (roll < 0.85) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data\r\n`));
  return {
    contentType: random.next() < 0.9 ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    payload: Buffer.concat(parts),
  };
}

// A lone surrogate has no UTF-8 form: sent as the bytes a broken client would send.
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function pathFor(random: Random, template: string): string {
  return template.replace(/\{[^}]+\}/g, () =>
    encode(
      String(
        random.pick([
          ...oddStrings.slice(0, 20),
          '1',
          '999999999999999999999',
          '-5',
          '00000000-0000-0000-0000-000000000000',
          'gomez-propiedades',
        ]),
      ),
    ),
  );
}

let ctx: TestContext;
let signedIn: Actor;
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '1000000' } });
  signedIn = await actor(ctx, { name: 'Fuzz Usuario' });
  operations = documentOperations(ctx.app);
});
afterAll(() => ctx.close());

describe('generated requests over the OpenAPI document', () => {
  it('never answer 5xx nor a status their document lacks', async () => {
    expect(operations.length).toBeGreaterThan(20);
    const random = generator(seed);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      // Sign-out would revoke the fuzzing user's token; a sign-up or login only adds rows.
      if (operation.path === '/api/auth/logout') continue;
      for (let i = 0; i < requestsPerOperation; i++) {
        const url = pathFor(random, operation.path);
        const query = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && random.next() < 0.7)
          .map((parameter) => `${encode(parameter.name)}=${encode(String(anyValue(random)))}`)
          .join('&');
        const headers: Record<string, string> = random.next() < 0.6 ? { ...signedIn.headers } : {};
        const schema = bodySchema(operation);
        let payload: string | Buffer | undefined;
        if (operation.method !== 'GET' && random.next() < 0.9) {
          const roll = random.next();
          const fields = bodyFor(random, schema);
          if (roll < 0.6) {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(fields);
          } else if (roll < 0.85) {
            const form = multipartBody(random, fields);
            headers['content-type'] = form.contentType;
            payload = form.payload;
          } else {
            headers['content-type'] = random.pick([
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
            ]);
            payload = random.pick(['{"a":', '[[[[[[', '\u0000', 'nombre=Ana', '']);
          }
        }
        const response = await ctx.app.inject({
          method: operation.method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers,
          payload,
        });
        sent++;
        if (response.statusCode >= 500)
          failures.push(`${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        // A client generated from the document must know every answer.
        else if (!documentedStatuses(operation).includes(response.statusCode))
          failures.push(`${operation.method} ${operation.path} → ${response.statusCode}, not in its document`);
      }
    }
    console.log(
      `Fuzz: ${sent} requests over ${operations.length} operations (seed ${seed}); failures: ${failures.length}`,
    );
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 180_000);
});
