import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, createGroupAs, groupState } from './groups-test-helpers';
import { uploadBytes } from '../../lib/storage/uploads-test-helpers';

const tooLarge = { message: 'El archivo que intenta subir es demasiado grande.' };

// Small limits keep the bodies small: 256 KB files, 16 KB of other fields.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { uploadLimit: 256 * 1024, bodyLimit: 16 * 1024 } });
});
afterAll(() => ctx.close());

/** Random pixels do not compress: a real PNG of about `side`² × 3 bytes. */
async function noisyPng(side: number): Promise<string> {
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('a logo near and over the upload limit', () => {
  it('takes a file within the limit, as a real PUT and as a POST with _method', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner);
    // About 240 KB: within the file limit, although its data URL is larger than file limit plus fields.
    const logo = await noisyPng(283);
    expect(logo.length).toBeGreaterThan(256 * 1024 + 16 * 1024);
    for (const [method, payload] of [
      ['PUT', { name: 'Equipo', logo }],
      ['POST', { _method: 'PUT', name: 'Equipo', logo }],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/account/group/${group.id}`,
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, method).toBe(200);
      expect(await sharp(await uploadBytes(ctx, response.json().logo_url)).metadata()).toMatchObject({
        width: 512,
        height: 512,
      });
    }
  });

  it('answers 413 to a file over the limit, sent either way, changing nothing', async () => {
    const owner = await actor(ctx);
    const group = await createGroupAs(ctx, owner);
    const before = await groupState(ctx, group.id);
    const logo = await noisyPng(340);
    for (const [method, payload] of [
      ['PUT', { name: 'Equipo', logo }],
      ['POST', { _method: 'PUT', name: 'Equipo', logo }],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api/account/group/${group.id}`,
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, method).toBe(413);
      expect(response.json()).toEqual(tooLarge);
    }
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/group',
      headers: owner.headers,
      payload: { name: 'Otro', logo },
    });
    expect(created.statusCode).toBe(413);
    expect(await groupState(ctx, group.id)).toEqual(before);
  });
});
