// The signed-in user's own profile ('Mi perfil' and 'Tienda', product.md, Sign-in and the account): name, phone,
// contact means, notification types and channels, avatar, store slug and push subscription. The email is never
// changed here.
import { randomBytes } from 'node:crypto';
import { linkedAccountSchema } from '@vitrina/shared/auth';
import { messages } from '@vitrina/shared/messages';
import { normalizePhone } from '@vitrina/shared/phone';
import { userMessages, type NotificationChannel, type User } from '@vitrina/shared/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError, type FieldErrors } from '../../lib/errors';
import { ImageError, thumbnail } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { parsePushSubscription } from '../notifications';
import { loadUserView } from '../users';
import { assertStorageRoom, lockStorageOwner } from '../storage-quota';
import { isSlugTakenByOther, listLinkedAccounts, setPushIdentifier, updateSlug, updateUser } from './profile.queries';

export type ProfileDeps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  storageQuotaMb: number;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: subscriptions on loopback and private addresses are kept (tests). */
  allowPrivatePushEndpoints?: boolean;
};

/** Avatars are stored square at this size: enough for the largest place the web shows one, on a sharp screen. */
const avatarSize = 512;

export type ProfileInput = {
  name: string;
  /** undefined keeps the phone; '' or null clears it. */
  phone?: string | null;
  contact_types: string[];
  notification_types: string[];
  /** Absent keeps the channels. */
  notification_channels?: NotificationChannel[];
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

  const removeAvatar = !hasFile && (input.avatar_url === '' || input.avatar_url === null);
  let stored: string | null = null;
  if (avatar) {
    // Checked before the file is written: over the quota, nothing reaches the disk.
    await assertStorageRoom(deps.db, deps.storageQuotaMb, user.id, avatar.length - (user.avatarSize ?? 0));
    // A new name per upload: browsers and proxies may cache the old URL for a long time.
    stored = `avatars/user-${user.id}-${randomBytes(6).toString('hex')}.webp`;
    await deps.storage.put(stored, avatar, 'image/webp');
  }

  let saved: { updated: UserRow; previous: string | null };
  try {
    saved = await deps.db.transaction(async (tx) => {
      // Saves of one user queue on this lock, so each replaces the avatar the one before it stored (not the one
      // its request started with) and removes that file: of uploads sent at once, only the last one's file stays.
      const current = await lockStorageOwner(tx, user.id);
      if (!current) throw new HttpError(401, messages.errors.unauthenticated);
      const avatarPath = stored ?? (removeAvatar ? null : current.avatarPath);
      const avatarSize = stored ? avatar!.length : removeAvatar ? null : current.avatarSize;
      const updated = await updateUser(
        tx,
        user.id,
        {
          name: input.name,
          phone,
          contactTypes,
          notificationTypes: [...new Set(input.notification_types)],
          ...(input.notification_channels && { notificationChannels: orderedChannels(input.notification_channels) }),
          avatarPath,
          avatarSize,
        },
        deps.clock.now(),
      );
      // Again under the lock, with this avatar counted: uploads sent at once cannot pass the quota together.
      if (stored) await assertStorageRoom(tx, deps.storageQuotaMb, user.id, 0);
      return { updated, previous: current.avatarPath };
    });
  } catch (error) {
    if (stored) await deps.storage.remove(stored).catch(() => {});
    throw error;
  }
  const { updated, previous } = saved;
  if (previous && previous !== updated.avatarPath) await deps.storage.remove(previous).catch(() => {});
  return loadUserView(deps.db, updated, deps.storage);
}

/**
 * 'Tienda': `slug` arrives normalised and checked against the reserved route names by the shared schema;
 * `storeContacts` (absent keeps it) is whether the store page shows the enabled contact means to its visitors.
 */
export async function changeSlug(
  deps: ProfileDeps,
  user: UserRow,
  slug: string,
  storeContacts?: boolean,
): Promise<User> {
  if (slug === user.slug) {
    if (storeContacts === undefined || storeContacts === user.storeContacts)
      return loadUserView(deps.db, user, deps.storage);
    return loadUserView(deps.db, await updateUser(deps.db, user.id, { storeContacts }, deps.clock.now()), deps.storage);
  }
  if (await isSlugTakenByOther(deps.db, slug, user.id)) throw fieldError('slug', userMessages.slugTaken);
  const updated = await updateSlug(deps.db, user.id, slug, deps.clock.now(), storeContacts);
  if (!updated) throw fieldError('slug', userMessages.slugTaken);
  return loadUserView(deps.db, updated, deps.storage);
}

/** 'Mi perfil', notifications: the types chosen, and (when sent) the channels they come by. */
export async function changeNotificationTypes(
  deps: ProfileDeps,
  user: UserRow,
  types: string[],
  channels?: NotificationChannel[],
): Promise<User> {
  const changes = {
    notificationTypes: [...new Set(types)],
    ...(channels && { notificationChannels: orderedChannels(channels) }),
  };
  return loadUserView(deps.db, await updateUser(deps.db, user.id, changes, deps.clock.now()), deps.storage);
}

// One order whatever the client sent ('push' first), without repeats.
function orderedChannels(channels: NotificationChannel[]): NotificationChannel[] {
  return (['push', 'email'] as const).filter((channel) => channels.includes(channel));
}

/**
 * Keeps the browser's push subscription under the site it was registered on (`siteKey`: pushSiteKey of the
 * request's microsite), normalized; a token that is not a usable subscription is refused on the field `token`.
 */
export async function subscribePush(deps: ProfileDeps, user: UserRow, token: string, siteKey: string): Promise<User> {
  const parsed = parsePushSubscription(token, { allowPrivate: deps.allowPrivatePushEndpoints ?? false });
  if (!parsed.ok) throw fieldError('token', parsed.message);
  const updated = await setPushIdentifier(deps.db, user.id, siteKey, parsed.token, deps.clock.now());
  return loadUserView(deps.db, updated, deps.storage);
}

export async function linkedAccounts(deps: ProfileDeps, user: UserRow): Promise<z.infer<typeof linkedAccountSchema>[]> {
  const rows = await listLinkedAccounts(deps.db, user.id);
  return rows.map((row) =>
    linkedAccountSchema.parse({ provider: row.provider, email: row.email, created_at: row.createdAt.toISOString() }),
  );
}
