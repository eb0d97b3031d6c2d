// Demo users: people of Buenos Aires who publish properties and clothing. Emails use the reserved .example
// domain, so no real inbox is ever written to; phones are Argentine mobiles (+54 9 11) in E.164.
import { normalizeSlug } from '@vitrina/shared/slug';
import { notificationTypes } from '@vitrina/shared/enums';
import type { Clock } from '../lib/clock';
import type { Storage } from '../lib/storage';
import type { Database } from '../db/client';
import { renderAvatar } from './avatars';
import { ensureUser, setUserAvatar } from './seed.queries';

export const demoEmailDomain = 'vitrina.example';

type DemoUser = {
  name: string;
  phone: string | null;
  /** A public site (tienda), or null. */
  site: string | null;
  avatar: boolean;
  verified: boolean;
  permissions?: string[];
};

export const demoUsers: DemoUser[] = [
  {
    name: 'Mariana Sosa',
    phone: '+5491145231876',
    site: null,
    avatar: true,
    verified: true,
    permissions: ['users', 'groups', 'microsites', 'searches'],
  },
  { name: 'Valentina Gómez', phone: '+5491152347812', site: 'Gómez Propiedades', avatar: true, verified: true },
  { name: 'Martín Fernández', phone: '+5491138764521', site: 'Fernández Inmobiliaria', avatar: true, verified: true },
  { name: 'Lucía Rodríguez', phone: '+5491167458923', site: 'Lucía Indumentaria', avatar: true, verified: true },
  { name: 'Santiago López', phone: '+5491149872310', site: null, avatar: true, verified: true },
  { name: 'Camila Martínez', phone: '+5491156329874', site: 'Camila Martínez Ropa', avatar: true, verified: true },
  { name: 'Matías González', phone: null, site: null, avatar: false, verified: true },
  { name: 'Sofía Pérez', phone: '+5491134567821', site: 'Pérez Bienes Raíces', avatar: true, verified: true },
  { name: 'Joaquín Romero', phone: '+5491178123456', site: null, avatar: true, verified: false },
  { name: 'Florencia Díaz', phone: '+5491162874139', site: 'Flor Díaz Showroom', avatar: true, verified: true },
  { name: 'Nicolás Álvarez', phone: null, site: null, avatar: false, verified: false },
  {
    name: 'Agustina Torres',
    phone: '+5491143219876',
    site: 'Torres Palermo Propiedades',
    avatar: true,
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
      const key = `avatars/demo-${result.user.id}.png`;
      if (!(await storage.exists(key))) await storage.put(key, await renderAvatar(email), 'image/png');
      if (!result.user.avatarPath) await setUserAvatar(db, result.user.id, key);
    }
  }
  return { total: demoUsers.length, created };
}
