import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredText, emailField } from '@vitrina/shared/validation';
import { createTestContext, type TestContext } from '../test/context';
import { createLogger } from './logger';

// Routes that exist only in this test, to make each kind of failure happen.
const probeRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/probe/validation',
    {
      schema: {
        body: z.object({ name: requiredText(3, 150), email: emailField(), age: z.number().int().min(18).optional() }),
      },
    },
    async (request) => ({ ok: true, name: request.body.name }),
  );
  api.get(
    '/probe/query',
    { schema: { querystring: z.object({ take: z.coerce.number().int().max(100) }) } },
    async (request) => ({
      take: request.query.take,
    }),
  );
  api.get('/probe/crash', async () => {
    throw new Error(
      'relation "users" does not exist: SELECT * FROM users WHERE password = $1 at /srv/app/src/secret.ts:12',
    );
  });
  api.delete('/probe/thing', async () => ({ deleted: true }));
  api.post('/probe/echo', async (request) => ({ body: request.body ?? null }));
};

let ctx: TestContext;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  ctx = await createTestContext({ extraApiRoutes: probeRoutes, logger: createLogger('info', sink) });
});
afterAll(() => ctx.close());

describe('error responses', () => {
  it('answers an unknown /api path with the 404 of the spec, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/no-existe' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
    }
  });

  it('rejects malformed JSON with 400 and a Spanish message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/validation',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'El contenido enviado no es un JSON válido.' });
  });

  it('rejects a body over the limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(ctx.config.bodyLimit + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'El archivo que intenta subir es demasiado grande.' });
  });

  it('rejects a content type it cannot read with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'El formato del contenido enviado no es compatible.' });
  });

  it('answers invalid fields with 422 and the spec wording per field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/validation',
      payload: { name: 'Al', email: 'no-es-un-email', age: 12 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Este campo debe tener al menos 3 caracteres',
      errors: {
        name: ['Este campo debe tener al menos 3 caracteres'],
        email: ['No es una dirección de correo electrónico válida'],
        age: ['Este campo debe tener un valor mínimo de 18'],
      },
    });
  });

  it('reports a missing field as required', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/validation',
      payload: { email: 'ana@vitrina.example' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Este campo es obligatorio'] });
  });

  it('validates the query string too', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/probe/query?take=500' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Este campo debe tener un valor máximo de 100',
      errors: { take: ['Este campo debe tener un valor máximo de 100'] },
    });
  });

  it('hides the details of an unexpected error and logs them with the request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { 'x-request-id': 'prueba-500' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Ocurrió un error inesperado, por favor intente en unos momentos.' });
    expect(response.body).not.toMatch(/SELECT|users|secret\.ts|stack|at /);
    const logged = logLines.find((line) => line.reqId === 'prueba-500' && line.level === 50 && line.err);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('relation \\"users\\" does not exist');
  });

  it('accepts a JSON content type with an empty body (bodiless DELETE)', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/probe/thing',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
  });

  it('keeps a sane incoming request id and makes one up otherwise', async () => {
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'mal\nformado' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still answers after all the bad input above', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
