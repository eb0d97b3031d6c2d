// Demo users: people of Buenos Aires who publish properties and clothing. Emails use the reserved .example
// domain, so no real inbox is ever written to; phones are Argentine mobiles (+54 9 11) in E.164.
import { normalizeSlug } from '@vitrina/shared/slug';
import { notificationTypes } from '@vitrina/shared/enums';
import type { Clock } from '../lib/clock';
import type { Storage } from '../lib/storage';
import type { Database } from '../db/client';
import { renderAvatar, type AvatarLook } from './avatars';
import { ensureUser, setUserAvatar } from './seed.queries';

export const demoEmailDomain = 'vitrina.example';

type DemoUser = {
  name: string;
  phone: string | null;
  /** A public site (tienda), or null. */
  site: string | null;
  /** A drawn portrait or shop logo; null keeps the placeholder. */
  avatar: AvatarLook | null;
  verified: boolean;
  permissions?: string[];
};

export const demoUsers: DemoUser[] = [
  {
    name: 'Mariana Sosa',
    phone: '+5491145231876',
    site: null,
    avatar: { haircut: 'long' },
    verified: true,
    permissions: ['users', 'groups', 'microsites', 'searches'],
  },
  {
    name: 'Valentina Gómez',
    phone: '+5491152347812',
    site: 'Gómez Propiedades',
    avatar: { haircut: 'bob' },
    verified: true,
  },
  {
    name: 'Martín Fernández',
    phone: '+5491138764521',
    site: 'Fernández Inmobiliaria',
    avatar: { haircut: 'short', beard: true },
    verified: true,
  },
  { name: 'Lucía Rodríguez', phone: '+5491167458923', site: 'Lucía Indumentaria', avatar: 'shop', verified: true },
  {
    name: 'Santiago López',
    phone: '+5491149872310',
    site: null,
    avatar: { haircut: 'short', glasses: true },
    verified: true,
  },
  {
    name: 'Camila Martínez',
    phone: '+5491156329874',
    site: 'Camila Martínez Ropa',
    avatar: { haircut: 'bun' },
    verified: true,
  },
  { name: 'Matías González', phone: null, site: null, avatar: null, verified: true },
  {
    name: 'Sofía Pérez',
    phone: '+5491134567821',
    site: 'Pérez Bienes Raíces',
    avatar: { haircut: 'curly', glasses: true },
    verified: true,
  },
  { name: 'Joaquín Romero', phone: '+5491178123456', site: null, avatar: { haircut: 'short' }, verified: false },
  { name: 'Florencia Díaz', phone: '+5491162874139', site: 'Flor Díaz Showroom', avatar: 'shop', verified: true },
  { name: 'Nicolás Álvarez', phone: null, site: null, avatar: null, verified: false },
  {
    name: 'Agustina Torres',
    phone: '+5491143219876',
    site: 'Torres Palermo Propiedades',
    avatar: { haircut: 'long', glasses: true },
    verified: true,
  },
];

/** 'Valentina Gómez' -> 'valentina.gomez@vitrina.example' */
export function demoEmail(name: string): string {
  return `${normalizeSlug(name).replaceAll('-', '.')}@${demoEmailDomain}`;
}

export async function seedUsers(deps: { db: Database; storage: Storage; clock: Clock }) {
  const { db, storage, clock } = deps;
  let created = 0;
  for (const [index, person] of demoUsers.entries()) {
    const email = demoEmail(person.name);
    // Spread over the last months, so lists ordered by date look lived in.
    const createdAt = new Date(clock.now().getTime() - (demoUsers.length - index) * 9 * 24 * 60 * 60 * 1000);
    const result = await ensureUser(db, {
      name: person.name,
      email,
      emailVerifiedAt: person.verified ? createdAt : null,
      phone: person.phone,
      slug: person.site ? normalizeSlug(person.site) : null,
      contactTypes: person.phone ? ['email', 'phone', 'whatsapp'] : ['email'],
      notificationTypes: notificationTypes.map((type) => type.key),
      permissions: person.permissions ?? [],
      createdAt,
      updatedAt: createdAt,
    });
    if (result.created) created++;

    if (person.avatar) {
      const key = `avatars/demo-${result.user.id}-${person.avatar === 'shop' ? 'logo' : 'portrait'}.png`;
      if (!(await storage.exists(key))) await storage.put(key, await renderAvatar(email, person.avatar), 'image/png');
      // Earlier seeds drew a square pattern under the id alone: a user still showing it gets the drawing instead.
      const earlier = `avatars/demo-${result.user.id}.png`;
      if (!result.user.avatarPath || result.user.avatarPath === earlier) await setUserAvatar(db, result.user.id, key);
      if (result.user.avatarPath === earlier) await storage.remove(earlier);
    }
  }
  return { total: demoUsers.length, created };
}
