// A microsite's three logos. Each upload is read by its bytes (never its name or declared type) and re-encoded by
// sharp, which drops whatever the file carried besides the picture (EXIF, GPS, scripts). The main and secondary
// logos keep their proportions; the square one is cropped square and also yields the 192 and 512 px PNG icons of
// the microsite's web manifest. Everything is encoded before anything is stored, so a bad file writes nothing.
import { randomBytes } from 'node:crypto';
import { micrositeMessages } from '@vitrina/shared/microsites';
import type { MicrositeRow } from '../../db/schema/index';
import type { FieldErrors } from '../../lib/errors';
import { ImageError, loadSharp, processImage, thumbnail } from '../../lib/images';
import { contentTypeOf, type Storage } from '../../lib/storage';

export const logoKinds = ['main', 'secondary', 'square'] as const;
export type LogoKind = (typeof logoKinds)[number];

/** The longer side of the stored main and secondary logos, and the side of the square one. */
export const logoSizes = { main: 1200, secondary: 800, square: 512 } as const;
export const iconSizes = { small: 192, large: 512 } as const;

export type EncodedLogo = { data: Buffer; icons?: { small: Buffer; large: Buffer } };
export type EncodedLogos = Partial<Record<LogoKind, EncodedLogo>>;
/** Storage keys of what was stored: the logo, and for the square one its icons. */
export type StoredLogo = { path: string; iconSmallPath?: string; iconLargePath?: string };
export type StoredLogos = Partial<Record<LogoKind, StoredLogo>>;

/** The form field of each logo (a file), and the one that asks to remove it ('1'). */
export const logoField = (kind: LogoKind) => `logo_${kind}` as const;
export const removeLogoField = (kind: LogoKind) => `remove_logo_${kind}` as const;

/**
 * One logo's bytes re-encoded as stored (the square one with its icons). Throws ImageError when sharp cannot read
 * them as a raster image. Also how the demo data set stores the logos it draws.
 */
export async function encodeLogo(kind: LogoKind, bytes: Buffer): Promise<EncodedLogo> {
  if (kind !== 'square') return { data: (await processImage(bytes, { maxSize: logoSizes[kind] })).data };
  const square = await thumbnail(bytes, logoSizes.square);
  const sharp = await loadSharp();
  // From our own re-encoded square, not from the upload: the icons never see the client's bytes.
  const icon = async (size: number) => {
    try {
      return await sharp(square.data).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
    } catch {
      throw new ImageError();
    }
  };
  return { data: square.data, icons: { small: await icon(iconSizes.small), large: await icon(iconSizes.large) } };
}

/**
 * Encodes the logos a form carries. A field left out (or sent as an empty text) brings no logo; anything else that
 * sharp cannot read as a raster image puts the field's error in `errors`.
 */
export async function encodeLogos(form: Record<string, unknown>, errors: FieldErrors): Promise<EncodedLogos> {
  const encoded: EncodedLogos = {};
  for (const kind of logoKinds) {
    const value = form[logoField(kind)];
    if (value === undefined || value === null || value === '') continue;
    const bytes = Buffer.isBuffer(value) ? value : null;
    try {
      if (!bytes || bytes.length === 0) throw new ImageError();
      encoded[kind] = await encodeLogo(kind, bytes);
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      errors[logoField(kind)] = [micrositeMessages.logoNotImage];
    }
  }
  return encoded;
}

/** Which logos the form asks to remove ('1' or 'true'); a new file for the same logo replaces it instead. */
export function logosToRemove(form: Record<string, unknown>): Set<LogoKind> {
  return new Set(
    logoKinds.filter((kind) => {
      const value = form[removeLogoField(kind)];
      return typeof value === 'string' && ['1', 'true'].includes(value.trim().toLowerCase());
    }),
  );
}

/** A logo's storage name, without extension: always a new one, so a replaced logo never comes from a cache. */
const newLogoName = (kind: LogoKind) => `microsites/${kind}-${randomBytes(9).toString('hex')}`;

/**
 * Stores the encoded logos under new names (or under `nameOf`'s, the demo data set's fixed ones). When a write
 * fails, the files already written are removed before the error goes on.
 */
export async function storeLogos(
  storage: Storage,
  logos: EncodedLogos,
  nameOf: (kind: LogoKind) => string = newLogoName,
): Promise<StoredLogos> {
  const stored: StoredLogos = {};
  const written: string[] = [];
  const put = async (key: string, data: Buffer) => {
    await storage.put(key, data, contentTypeOf(key));
    written.push(key);
    return key;
  };
  try {
    for (const kind of logoKinds) {
      const logo = logos[kind];
      if (!logo) continue;
      const name = nameOf(kind);
      const entry: StoredLogo = { path: await put(`${name}.webp`, logo.data) };
      if (logo.icons) {
        entry.iconSmallPath = await put(`${name}-${iconSizes.small}.png`, logo.icons.small);
        entry.iconLargePath = await put(`${name}-${iconSizes.large}.png`, logo.icons.large);
      }
      stored[kind] = entry;
    }
  } catch (error) {
    await removeFiles(storage, written);
    throw error;
  }
  return stored;
}

/** Every storage key of stored logos (to undo an upload whose write was refused). */
export function storedKeys(stored: StoredLogos): string[] {
  return Object.values(stored)
    .flatMap((entry) => [entry.path, entry.iconSmallPath ?? null, entry.iconLargePath ?? null])
    .filter((key): key is string => key !== null);
}

/** The logo and icon columns of a microsite's row that point at files. */
export function logoPathsOf(
  row: Pick<MicrositeRow, 'logoMainPath' | 'logoSecondaryPath' | 'logoSquarePath' | 'iconSmallPath' | 'iconLargePath'>,
): string[] {
  return [row.logoMainPath, row.logoSecondaryPath, row.logoSquarePath, row.iconSmallPath, row.iconLargePath].filter(
    (key): key is string => key !== null,
  );
}

/** Best effort: a file that cannot be removed is only disk space, never a reason to fail the request. */
export async function removeFiles(storage: Storage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove(key).catch(() => {});
}
