import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createTestDatabase, type TestContext } from '../../test/context';

describe('GET /api/health', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('reports the service and its database as ok', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 with a Spanish message and no driver detail', async () => {
    const database = await createTestDatabase();
    const ctx = await createTestContext({ database });
    await database.close();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'La base de datos no está disponible en este momento.' });
    } finally {
      await ctx.close();
    }
  });
});
