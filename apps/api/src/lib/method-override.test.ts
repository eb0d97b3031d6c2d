import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/context';

const routes: FastifyPluginAsyncZod = async (api) => {
  // Multipart bodies reach only routes that declare them (decision 007).
  api.put(
    '/probe/profile',
    { schema: { consumes: ['multipart/form-data', 'application/json'], body: z.object({ name: z.string().min(3) }) } },
    async (request) => ({
      handled: 'PUT',
      method: request.method,
      name: request.body.name,
    }),
  );
  api.delete('/probe/profile', async () => ({ handled: 'DELETE' }));
  api.patch('/probe/profile', async () => ({ handled: 'PATCH' }));
  api.post('/probe/items', async () => ({ handled: 'POST' }));
  api.put('/probe/items', async () => ({ handled: 'PUT' }));
  api.put('/probe/items/:id', { schema: { params: z.object({ id: z.coerce.number() }) } }, async (request) => ({
    handled: 'PUT',
    id: request.params.id,
    user: request.headers.authorization ?? null,
  }));
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ extraApiRoutes: routes });
});
afterAll(() => ctx.close());

describe('the _method override', () => {
  it('handles a real PUT', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/probe/profile', payload: { name: 'Valentina' } });
    expect(response.json()).toEqual({ handled: 'PUT', method: 'PUT', name: 'Valentina' });
  });

  it('treats a POST with _method=PUT in a JSON body as the PUT', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      payload: { _method: 'PUT', name: 'Valentina' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ handled: 'PUT', name: 'Valentina' });
  });

  it('treats a multipart POST with a _method field as the PUT', async () => {
    const form = new FormData();
    form.append('_method', 'put');
    form.append('name', 'Martín');
    form.append('avatar', new Blob([Buffer.from('not really an image')], { type: 'image/png' }), 'avatar.png');
    const request = new Request('http://vitrina.test/', { method: 'POST', body: form });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      headers: { 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ handled: 'PUT', name: 'Martín' });
  });

  it('takes _method from the query string', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/probe/profile?_method=DELETE' });
    expect(response.json()).toEqual({ handled: 'DELETE' });
    const patch = await ctx.app.inject({ method: 'POST', url: '/api/probe/profile', payload: { _method: 'PATCH' } });
    expect(patch.json()).toEqual({ handled: 'PATCH' });
  });

  it('still validates the overridden request', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      payload: { _method: 'PUT', name: 'Al' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['Este campo debe tener al menos 3 caracteres'] });
  });

  it('answers a plain POST where only PUT exists as an unknown route', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/profile',
      payload: { name: 'Valentina' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
  });

  it('replays with the same path parameters and headers', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/probe/items/42',
      headers: { authorization: 'Bearer abc' },
      payload: { _method: 'put' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ handled: 'PUT', id: 42, user: 'Bearer abc' });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('leaves a real POST alone', async () => {
    const post = await ctx.app.inject({ method: 'POST', url: '/api/probe/items', payload: { _method: 'PUT' } });
    expect(post.json()).toEqual({ handled: 'POST' });
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/probe/items' });
    expect(put.json()).toEqual({ handled: 'PUT' });
  });
});
