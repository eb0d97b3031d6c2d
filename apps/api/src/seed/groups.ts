// Demo groups: a real-estate team, a clothing showroom and a private portfolio, with owners, admins and members
// among the demo users, so the home page and the group pages show something at first start. A group that exists
// (same name, same creator) is left as it is, members included; only a missing demo logo file is drawn again.
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Storage } from '../lib/storage';
import { renderGroupLogo, type LogoPictogram } from './group-logos';
import { findDemoGroup, findUserIdsByEmail, insertDemoGroup } from './seed.queries';
import { demoEmail } from './users';

type DemoGroup = {
  name: string;
  description: string;
  /** null all publications, true only public, false only private. */
  public: boolean | null;
  logo: { key: string; pictogram: LogoPictogram; background: string };
  owner: string;
  /** In joining order; `admin` marks the ones the owner made administrators. */
  members: { name: string; admin?: boolean }[];
  /** Created this many days before the seed runs; members join half a day apart after that. */
  daysAgo: number;
};

export const demoGroups: DemoGroup[] = [
  {
    name: 'Inmobiliaria Palermo Norte',
    description:
      'Departamentos, PH y casas en Palermo, Colegiales y Belgrano. Compartimos captaciones y tasaciones del equipo.',
    public: null,
    logo: { key: 'groups/demo-palermo-norte.webp', pictogram: 'house', background: '#1f7a6d' },
    owner: 'Agustina Torres',
    members: [
      { name: 'Valentina Gómez', admin: true },
      { name: 'Martín Fernández' },
      { name: 'Sofía Pérez' },
      { name: 'Mariana Sosa' },
      { name: 'Santiago López' },
    ],
    daysAgo: 8,
  },
  {
    name: 'Showroom Villa Crespo',
    description:
      'Indumentaria de diseño de autor y outlets de la calle Aguirre. Stock compartido entre las vendedoras.',
    public: true,
    logo: { key: 'groups/demo-villa-crespo.webp', pictogram: 'hanger', background: '#c2185b' },
    owner: 'Florencia Díaz',
    members: [
      { name: 'Camila Martínez', admin: true },
      { name: 'Lucía Rodríguez' },
      { name: 'Mariana Sosa' },
      { name: 'Joaquín Romero' },
    ],
    daysAgo: 6,
  },
  {
    name: 'Tasaciones Zona Norte',
    description: 'Cartera privada de propiedades en Vicente López, Olivos y San Isidro, antes de publicarlas.',
    public: false,
    logo: { key: 'groups/demo-zona-norte.webp', pictogram: 'key', background: '#e0861a' },
    owner: 'Martín Fernández',
    members: [{ name: 'Sofía Pérez', admin: true }, { name: 'Matías González' }, { name: 'Nicolás Álvarez' }],
    daysAgo: 4,
  },
];

const day = 24 * 60 * 60 * 1000;

function storeLogo(storage: Storage, logo: DemoGroup['logo']) {
  return renderGroupLogo(logo.pictogram, logo.background).then((data) => storage.put(logo.key, data, 'image/webp'));
}

export async function seedGroups(deps: { db: Database; storage: Storage; clock: Clock }) {
  const { db, storage, clock } = deps;
  const emails = demoGroups
    .flatMap((group) => [group.owner, ...group.members.map((member) => member.name)])
    .map(demoEmail);
  const ids = await findUserIdsByEmail(db, [...new Set(emails)]);
  const idOf = (name: string) => {
    const id = ids.get(demoEmail(name));
    if (id === undefined) throw new Error(`Demo user missing: ${name}`);
    return id;
  };

  let created = 0;
  for (const demo of demoGroups) {
    const ownerId = idOf(demo.owner);
    const existing = await findDemoGroup(db, demo.name, ownerId);
    if (existing) {
      if (existing.logoPath === demo.logo.key && !(await storage.exists(demo.logo.key))) {
        await storeLogo(storage, demo.logo);
      }
      continue;
    }
    await storeLogo(storage, demo.logo);
    const createdAt = new Date(clock.now().getTime() - demo.daysAgo * day);
    const members = demo.members.map((member, index) => ({
      userId: idOf(member.name),
      admin: member.admin ?? false,
      createdAt: new Date(createdAt.getTime() + (index + 1) * (day / 2)),
    }));
    await insertDemoGroup(
      db,
      {
        name: demo.name,
        description: demo.description,
        logoPath: demo.logo.key,
        public: demo.public,
        createdBy: ownerId,
        now: createdAt,
      },
      members,
    );
    created++;
  }
  return { total: demoGroups.length, created };
}
