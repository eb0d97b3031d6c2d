// The administration of microsites (product.md, Microsites: Administration), reads: the list, one microsite with its
// users and its latest audit entries, and the users an admin picks from. The writes are in
// admin-microsite-write.service.ts.
import type { AdminListQuery } from '@vitrina/shared/admin';
import {
  defaultMicrositeSettings,
  defaultMicrositeStyle,
  micrositeMessages,
  micrositeSettingsSchema,
  micrositeStyleSchema,
  type AdminMicrosite,
  type AdminMicrositeRow,
  type MicrositeSettings,
  type MicrositeStyle,
  type micrositeUserPickQuerySchema,
  type micrositeUserPickSchema,
} from '@vitrina/shared/microsites';
import type { Paged } from '@vitrina/shared/pagination';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { MicrositeRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { latestAudit } from '../audit';
import {
  findMicrosite,
  listMicrosites,
  listMicrositeUsers,
  pickUsers,
  type MicrositeWithCount,
} from './admin-microsites.queries';

export type MicrositesDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string };

export const micrositeMissing = () => new HttpError(404, micrositeMessages.missing);

/** A microsite id from the path; anything else is a microsite that does not exist. */
export function toMicrositeId(value: string): number {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw micrositeMissing();
  return id;
}

export async function listAdminMicrosites(
  deps: MicrositesDeps,
  query: AdminListQuery,
  requestUrl: string,
): Promise<Paged<AdminMicrositeRow>> {
  const { rows, total } = await listMicrosites(deps.db, query, pageWindow(query));
  return toPaged(
    rows.map((row) => toAdminMicrositeRow(row, deps.storage)),
    total,
    query,
    { publicUrl: deps.publicUrl, requestUrl },
  );
}

export async function pickMicrositeUsers(
  deps: MicrositesDeps,
  query: z.infer<typeof micrositeUserPickQuerySchema>,
  requestUrl: string,
): Promise<Paged<z.infer<typeof micrositeUserPickSchema>>> {
  const { rows, total } = await pickUsers(deps.db, query, pageWindow(query));
  return toPaged(
    rows.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      avatar_url: fileUrl(deps.storage, user.avatarPath),
    })),
    total,
    query,
    { publicUrl: deps.publicUrl, requestUrl },
  );
}

export async function showAdminMicrosite(deps: MicrositesDeps, micrositeId: number): Promise<AdminMicrosite> {
  const microsite = await findMicrosite(deps.db, micrositeId);
  if (!microsite) throw micrositeMissing();
  const [members, audit] = await Promise.all([
    listMicrositeUsers(deps.db, micrositeId),
    latestAudit(deps.db, 'microsite', micrositeId),
  ]);
  return {
    ...toAdminMicrositeRow(microsite, deps.storage),
    description: microsite.description,
    style: storedStyle(microsite.style),
    settings: storedSettings(microsite.settings),
    logo_main_url: fileUrl(deps.storage, microsite.logoMainPath),
    logo_secondary_url: fileUrl(deps.storage, microsite.logoSecondaryPath),
    users: members.map(({ user, isDefault }) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      slug: user.slug,
      avatar_url: fileUrl(deps.storage, user.avatarPath),
      pivot: { default: isDefault },
    })),
    filters: microsite.presetFilters,
    audit,
  };
}

export function fileUrl(storage: Storage, key: string | null): string | null {
  return key ? storage.url(key) : null;
}

/**
 * A stored style read back through the schema: a style saved before a section existed gets that section's
 * defaults, so every answer holds a whole style.
 */
export function storedStyle(style: MicrositeRow['style']): MicrositeStyle {
  const parsed = micrositeStyleSchema.safeParse(style);
  return parsed.success ? parsed.data : defaultMicrositeStyle;
}

export function storedSettings(settings: MicrositeRow['settings']): MicrositeSettings {
  const parsed = micrositeSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : defaultMicrositeSettings;
}

function toAdminMicrositeRow(microsite: MicrositeWithCount, storage: Storage): AdminMicrositeRow {
  return {
    id: microsite.id,
    name: microsite.name,
    host: microsite.host,
    status: microsite.status,
    logo_square_url: fileUrl(storage, microsite.logoSquarePath),
    users_count: microsite.usersCount,
    created_at: microsite.createdAt.toISOString(),
  };
}
