// A listing's image at the width a card or a gallery shows it: GET and HEAD /media/{480|800}/publications/…webp.
// Uploads keep one copy up to 1600 px (publication-images.ts), which a phone's card of 360–420 CSS px never needs:
// the card asks for these through srcset. Each copy is made from the stored image on its first ask and stored beside
// it under variants/w{width}/ (the sweep and a listing's removal forget it with the original: tracked-storage.ts),
// so every later ask is one read. Image names are never reused (a replaced image gets a new name), so a copy never
// goes stale and browsers may keep it for good.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@vitrina/shared/messages';
import { loadSharp } from '../../lib/images';
import { imageVariantWidths, isValidKey, type ImageVariantWidth, type Storage } from '../../lib/storage';

const immutable = 'public, max-age=31536000, immutable';
// A listing's image as uploads and the demo data store it.
const imageKey = /^publications\/[a-z0-9_-]+\/[a-z0-9_-]+\.webp$/i;
// Smaller than the 1600 px copy's quality: at a card's size the difference does not show, the bytes do.
const quality = 70;
/**
 * The most a card's image may weigh, at either width: a phone over mobile data waits for the first card's image before
 * anything else on the deck. A photo full of fine detail (leaves, a patterned floor) is made again at a lower
 * quality until it fits, and, past the lowest, smaller.
 */
export const cardImageBudget = 80_000;
const lowerQualities = [60, 50, 40, 30];

/** Where a copy of `key` made `width` wide is stored. */
export function variantKey(key: string, width: ImageVariantWidth): string {
  return `variants/w${width}/${key}`;
}

/** Every copy of a listing's image, for removing them with it. */
export function variantKeysOf(key: string): string[] {
  return imageKey.test(key) ? imageVariantWidths.map((width) => variantKey(key, width)) : [];
}

/** A copy of an image `width` wide, as a card asks for it (the bench of preview pictures makes its copies so too). */
export async function makeVariant(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  // Decoded and resized once; each try below only encodes.
  const { data: pixels, info } = await sharp(original, { limitInputPixels: 50_000_000 })
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = (level: number, scale = 1) => {
    const image = sharp(pixels, { raw });
    if (scale < 1) image.resize({ width: Math.max(1, Math.floor(info.width * scale)) });
    return image.webp({ quality: level, effort: 4 }).toBuffer();
  };
  let made = await encode(quality);
  for (const level of lowerQualities) {
    if (made.length <= cardImageBudget) return made;
    made = await encode(level);
  }
  // Still over at the lowest quality: fewer pixels, in proportion to what is left over (the browser scales it up).
  for (let scale = 1; made.length > cardImageBudget && scale > 0.1;) {
    scale *= Math.sqrt(cardImageBudget / made.length) * 0.95;
    made = await encode(lowerQualities[lowerQualities.length - 1], scale);
  }
  return made;
}

type Params = { width: string; '*': string };

export function registerImageVariants(app: FastifyInstance, storage: Storage) {
  // Two people opening the same new card at once make its copy once.
  const inFlight = new Map<string, Promise<Buffer | null>>();

  const variantOf = (key: string, width: ImageVariantWidth): Promise<Buffer | null> => {
    const target = variantKey(key, width);
    const running = inFlight.get(target);
    if (running) return running;
    const made = (async () => {
      const stored = await storage.get(target);
      if (stored) return stored;
      const original = await storage.get(key);
      if (!original) return null;
      let data: Buffer;
      try {
        data = await makeVariant(original, width);
      } catch (error) {
        // A stored image sharp cannot read is no copy to make: the card falls back to the original.
        app.log.warn({ err: error, key }, 'image variant: the stored image could not be read');
        return null;
      }
      await storage.put(target, data, 'image/webp');
      return data;
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, made);
    return made;
  };

  const handler = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    const width = Number(request.params.width) as ImageVariantWidth;
    const key = request.params['*'];
    const known = imageVariantWidths.includes(width) && imageKey.test(key) && isValidKey(key);
    const data = known ? await variantOf(key, width) : null;
    if (!data) {
      return reply.status(404).type('application/json; charset=utf-8').send({ message: messages.errors.notFound });
    }
    // The name says the content (see above): the width and the key are the version.
    const etag = `"w${width}-${data.length}"`;
    reply.header('cache-control', immutable);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.type('image/webp');
    reply.header('content-length', data.length);
    return request.method === 'HEAD' ? reply.send() : reply.send(data);
  };

  // Files, not the API: left out of /api/docs, as /uploads/ is.
  app.get('/media/:width/*', { exposeHeadRoute: false, schema: { hide: true } }, handler);
  app.head('/media/:width/*', { schema: { hide: true } }, handler);
}
