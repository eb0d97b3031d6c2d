// The signed-in user's own profile (spec 01 §2 'Account settings' and 'Tienda', §3, §7): name, phone, contact
// means, notification types, avatar, store slug and push token. The email is never changed here.
import { randomBytes } from 'node:crypto';
import { linkedAccountSchema } from '@vitrina/shared/auth';
import { messages } from '@vitrina/shared/messages';
import { normalizePhone } from '@vitrina/shared/phone';
import { userMessages, type User } from '@vitrina/shared/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, type FieldErrors } from '../../lib/errors';
import { ImageError, thumbnail } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { loadUserView } from '../../lib/user-view';
import { isSlugTakenByOther, listLinkedAccounts, setPushIdentifier, updateSlug, updateUser } from './profile.queries';

export type ProfileDeps = { db: Database; clock: Clock; storage: Storage };

/** Avatars are stored square at this size: enough for the largest place the web shows one, on a sharp screen. */
export const avatarSize = 512;
/** Until microsites exist every push token belongs to the main platform (spec 01 §3: 'site-{id or 0}'). */
export const mainSite = 'site-0';

export type ProfileInput = {
  name: string;
  /** undefined keeps the phone; '' or null clears it. */
  phone?: string | null;
  contact_types: string[];
  notification_types: string[];
  /** '' (or null) with no file removes the avatar; anything else keeps it. */
  avatar_url?: string | null;
  /** The uploaded file's bytes (a multipart file field), or whatever else the client put in `avatar`. */
  avatar?: unknown;
};

const phoneContactTypes = new Set(['phone', 'whatsapp']);

export async function updateProfile(deps: ProfileDeps, user: UserRow, input: ProfileInput): Promise<User> {
  const errors: FieldErrors = {};

  let phone = user.phone;
  if (input.phone !== undefined) {
    phone = input.phone ? normalizePhone(input.phone) : null;
    if (input.phone && !phone) errors.phone = [messages.validation.phone];
  }
  const contactTypes = [...new Set(input.contact_types)];
  if (!phone && !errors.phone && contactTypes.some((type) => phoneContactTypes.has(type))) {
    errors.contact_types = [userMessages.contactNeedsPhone];
  }

  // Checked and re-encoded before anything is written, so a bad file leaves the profile as it was.
  let avatar: Buffer | null = null;
  const file = input.avatar;
  const hasFile = Buffer.isBuffer(file) || (typeof file === 'string' && file !== '');
  if (hasFile) {
    try {
      avatar = (await thumbnail(Buffer.isBuffer(file) ? file : Buffer.from(String(file)), avatarSize)).data;
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      errors.avatar = [userMessages.avatarNotImage];
    }
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0][0], errors);

  let avatarPath = user.avatarPath;
  if (avatar) {
    // A new name per upload: browsers and proxies may cache the old URL for a long time.
    avatarPath = `avatars/user-${user.id}-${randomBytes(6).toString('hex')}.webp`;
    await deps.storage.put(avatarPath, avatar);
  } else if (!hasFile && (input.avatar_url === '' || input.avatar_url === null)) {
    avatarPath = null;
  }

  let updated: UserRow;
  try {
    updated = await updateUser(
      deps.db,
      user.id,
      { name: input.name, phone, contactTypes, notificationTypes: [...new Set(input.notification_types)], avatarPath },
      deps.clock.now(),
    );
  } catch (error) {
    if (avatarPath && avatarPath !== user.avatarPath) await deps.storage.remove(avatarPath);
    throw error;
  }
  if (user.avatarPath && user.avatarPath !== avatarPath) await deps.storage.remove(user.avatarPath).catch(() => {});
  return loadUserView(deps.db, updated, deps.storage);
}

/**
 * 'Tienda': `slug` arrives normalised and checked against the reserved route names by the shared schema;
 * `storeContacts` (absent keeps it) is whether the store page shows the enabled contact means to its visitors.
 */
export async function changeSlug(deps: ProfileDeps, user: UserRow, slug: string, storeContacts?: boolean): Promise<User> {
  if (slug === user.slug) {
    if (storeContacts === undefined || storeContacts === user.storeContacts) return loadUserView(deps.db, user, deps.storage);
    return loadUserView(deps.db, await updateUser(deps.db, user.id, { storeContacts }, deps.clock.now()), deps.storage);
  }
  if (await isSlugTakenByOther(deps.db, slug, user.id)) throw fieldError('slug', userMessages.slugTaken);
  const updated = await updateSlug(deps.db, user.id, slug, deps.clock.now(), storeContacts);
  if (!updated) throw fieldError('slug', userMessages.slugTaken);
  return loadUserView(deps.db, updated, deps.storage);
}

export async function changeNotificationTypes(deps: ProfileDeps, user: UserRow, types: string[]): Promise<User> {
  return loadUserView(deps.db, await updateUser(deps.db, user.id, { notificationTypes: [...new Set(types)] }, deps.clock.now()), deps.storage);
}

export async function subscribePush(deps: ProfileDeps, user: UserRow, token: string): Promise<User> {
  return loadUserView(deps.db, await setPushIdentifier(deps.db, user, mainSite, token, deps.clock.now()), deps.storage);
}

export async function linkedAccounts(deps: ProfileDeps, user: UserRow): Promise<z.infer<typeof linkedAccountSchema>[]> {
  const rows = await listLinkedAccounts(deps.db, user.id);
  return rows.map((row) => linkedAccountSchema.parse({ provider: row.provider, email: row.email, created_at: row.createdAt.toISOString() }));
}
