// Helpers for the microsite administration tests: the form as the web sends it (multipart), images of every kind,
// and everything a refused request must leave as it was (rows, users, audit entries, stored files).
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminAuditEntries, micrositeUsers, microsites } from '../../db/schema/index';
import { uploadKey, uploadNames } from '../../lib/storage/uploads-test-helpers';
import type { TestContext } from '../../test/context';
import { multipart } from '../auth/auth-test-helpers';
import type { Actor } from '../groups/groups-test-helpers';

export type FormValue = string | string[] | { data: Buffer; filename: string; type: string };

export const defaultStyle = {
  header: { background: '#ffffff', text: 'dark' },
  body: { background: '#f8f9fa' },
  description: { align: 'center', size: 'md' },
  avatar: { shape: 'circle' },
  button: { background: '#1c7ed6', radius: 'md' },
};

let hostCounter = 0;
/** A host no other test of the run uses. */
export function freshHost(): string {
  hostCounter += 1;
  return `tienda${hostCounter}-${Date.now().toString(36)}.ejemplo.com.ar`;
}

/** A complete form for a new microsite holding `userIds` (the first one the default). */
export function micrositeForm(userIds: number[], values: Record<string, FormValue> = {}): Record<string, FormValue> {
  return {
    name: 'Inmobiliaria del Sur',
    host: freshHost(),
    description: 'Propiedades en la zona sur',
    status: 'active',
    style: JSON.stringify({ header: { background: '#123ABC', text: 'light' } }),
    settings: JSON.stringify({ users: true, groups: false }),
    'users[]': userIds.map(String),
    default_user_id: String(userIds[0]),
    ...values,
  };
}

/** Sends a multipart form as the web does (the edit as POST with `_method=PUT`). */
export async function send(
  ctx: TestContext,
  who: Actor | null,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, FormValue>,
) {
  const body = await multipart(fields);
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

export async function createMicrosite(
  ctx: TestContext,
  who: Actor,
  userIds: number[],
  values: Record<string, FormValue> = {},
) {
  const response = await send(ctx, who, 'POST', '/admin/microsite', micrositeForm(userIds, values));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().microsite as { id: number; host: string; [key: string]: unknown };
}

/** An image file field: a PNG by default; `exif` embeds camera metadata with a GPS-like comment. */
export async function imageFile(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg'; exif?: boolean } = {},
) {
  const format = options.format ?? 'png';
  let image = sharp({
    create: {
      width: options.width ?? 1600,
      height: options.height ?? 900,
      channels: 3,
      background: '#2b8a3e',
    },
  });
  if (options.exif) image = image.withExif({ IFD0: { Make: 'Camara', ImageDescription: 'GPS -34.6037,-58.3816' } });
  const data = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { data, filename: `logo.${format === 'png' ? 'png' : 'jpg'}`, type: `image/${format}` };
}

/** A PDF that says it is a PNG. */
export function fakeImageFile() {
  return {
    data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
    filename: 'logo.png',
    type: 'image/png',
  };
}

/** The storage key behind a URL the API answered. */
export function fileOf(ctx: TestContext, url: string): string {
  return uploadKey(ctx, url);
}

/** Every stored microsite file, read through the app's store. */
export function micrositeFiles(ctx: TestContext): Promise<string[]> {
  return uploadNames(ctx, 'microsites');
}

/** A microsite's row as stored (its storage keys included). */
export async function micrositeRow(ctx: TestContext, micrositeId: number) {
  const [row] = await ctx.db.select().from(microsites).where(eq(microsites.id, micrositeId));
  if (!row) throw new Error(`no microsite ${micrositeId}`);
  return row;
}

export async function auditOf(ctx: TestContext, micrositeId: number) {
  return ctx.db
    .select()
    .from(adminAuditEntries)
    .where(and(eq(adminAuditEntries.subjectType, 'microsite'), eq(adminAuditEntries.subjectId, micrositeId)))
    .orderBy(asc(adminAuditEntries.id));
}

/** Everything the microsite administration writes: to prove a refused request changed nothing. */
export async function micrositesState(ctx: TestContext) {
  return {
    microsites: await ctx.db.select().from(microsites).orderBy(asc(microsites.id)),
    users: await ctx.db
      .select()
      .from(micrositeUsers)
      .orderBy(asc(micrositeUsers.micrositeId), asc(micrositeUsers.userId)),
    audit: await ctx.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.subjectType, 'microsite'))
      .orderBy(asc(adminAuditEntries.id)),
    files: await micrositeFiles(ctx),
  };
}
