// The demo microsite: the Palermo real-estate team's own site, with two of its agents' listings. Its host is a
// *.localhost name, which browsers send to this machine, so after `npm start` it opens at
// http://palermo.localhost:3000 with no setup. A microsite that holds the host already is left as it is; only a
// missing demo logo file (the row still pointing at the demo's own keys) is drawn again.
import { micrositeStyleSchema, type MicrositeSettings } from '@vitrina/shared/microsites';
import { presetFiltersSchema } from '@vitrina/shared/searches';
import type { Database } from '../db/client';
import type { MicrositeRow } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { renderSvg } from '../lib/images';
import type { Storage } from '../lib/storage';
import {
  encodeLogo,
  findMicrositeByHost,
  type LogoKind,
  logoPathsOf,
  notifyMicrositeChanged,
  removeFiles,
  storedKeys,
  type StoredLogos,
  storeLogos,
} from '../modules/microsites';
import { groupLogoSvg, pictogramSvg } from './group-logos';
import { findUserIdsByEmail, insertDemoMicrosite } from './seed.queries';
import { demoEmail } from './users';

const green = '#1f5f54';

export const demoMicrosite = {
  name: 'Palermo Norte Propiedades',
  host: 'palermo.localhost',
  description:
    'Somos una inmobiliaria de Palermo con más de quince años en el barrio. Te acompañamos a comprar, vender o ' +
    'alquilar departamentos, PH y casas en Palermo, Colegiales y Belgrano.',
  style: micrositeStyleSchema.parse({
    header: { background: green, text: 'light' },
    body: { background: '#f4f8f6' },
    description: { align: 'center', size: 'md' },
    avatar: { shape: 'circle' },
    button: { background: '#b5541c', radius: 'md' },
  }),
  settings: { users: true, groups: false } satisfies MicrositeSettings,
  presetFilters: presetFiltersSchema.parse([
    { type: 'property', category: 'departamento', operation: 'venta', currency: null },
  ]),
  /** The first one is the default. */
  users: ['Agustina Torres', 'Valentina Gómez'],
} as const;

/** Fixed storage names (without extension), so a run can tell the demo's files from ones an admin uploaded. */
const demoLogoName = (kind: LogoKind) => `microsites/demo-palermo-${kind}`;

/** The wide main logo: the house on the header's green, and a skyline with a park. No text (no fonts needed). */
function mainLogoSvg(): string {
  const light = '#cfe8e1';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">` +
    `<rect width="480" height="160" rx="20" fill="${green}"/>` +
    `<g transform="translate(12 4) scale(0.8)">${pictogramSvg('house', green)}</g>` +
    `<rect x="196" y="62" width="44" height="66" fill="${light}"/>` +
    `<rect x="248" y="34" width="54" height="94" fill="#fff"/>` +
    [46, 66, 86, 106]
      .flatMap((y) => [
        `<rect x="258" y="${y}" width="12" height="10" fill="${green}"/>`,
        `<rect x="280" y="${y}" width="12" height="10" fill="${green}"/>`,
      ])
      .join('') +
    `<rect x="310" y="76" width="40" height="52" fill="${light}"/>` +
    `<circle cx="392" cy="84" r="26" fill="#8fd3b6"/><rect x="388" y="104" width="8" height="24" fill="#fff"/>` +
    `<circle cx="438" cy="98" r="18" fill="#8fd3b6"/><rect x="435" y="112" width="6" height="16" fill="#fff"/>` +
    `<rect x="186" y="128" width="272" height="6" rx="3" fill="#fff"/></svg>`
  );
}

/** Both logos drawn and stored as uploads are (re-encoded, the square one with its 192 and 512 px icons). */
async function storeDemoLogos(storage: Storage): Promise<StoredLogos> {
  const logos = {
    main: await encodeLogo('main', await renderSvg(mainLogoSvg(), 960, 320)),
    square: await encodeLogo('square', await renderSvg(groupLogoSvg('house', green), 512)),
  };
  return storeLogos(storage, logos, demoLogoName);
}

/** Whether the row still points at the demo's own logo files (an admin may have replaced them). */
function hasDemoLogos(row: MicrositeRow): boolean {
  return row.logoMainPath === `${demoLogoName('main')}.webp` && row.logoSquarePath === `${demoLogoName('square')}.webp`;
}

export async function seedMicrosites(deps: { db: Database; storage: Storage; clock: Clock }) {
  const { db, storage, clock } = deps;
  const existing = await findMicrositeByHost(db, demoMicrosite.host);
  if (existing) {
    if (hasDemoLogos(existing)) {
      const present = await Promise.all(logoPathsOf(existing).map((key) => storage.exists(key)));
      if (present.includes(false)) await storeDemoLogos(storage);
    }
    return { total: 1, created: 0 };
  }

  const ids = await findUserIdsByEmail(db, demoMicrosite.users.map(demoEmail));
  const members = demoMicrosite.users.map((name, index) => {
    const userId = ids.get(demoEmail(name));
    if (userId === undefined) throw new Error(`Demo user missing: ${name}`);
    return { userId, isDefault: index === 0 };
  });

  const stored = await storeDemoLogos(storage);
  let row: MicrositeRow | null;
  try {
    row = await insertDemoMicrosite(
      db,
      {
        name: demoMicrosite.name,
        host: demoMicrosite.host,
        description: demoMicrosite.description,
        status: 'active',
        style: demoMicrosite.style,
        settings: demoMicrosite.settings,
        presetFilters: demoMicrosite.presetFilters,
        logoMainPath: stored.main?.path ?? null,
        logoSquarePath: stored.square?.path ?? null,
        iconSmallPath: stored.square?.iconSmallPath ?? null,
        iconLargePath: stored.square?.iconLargePath ?? null,
      },
      members,
      clock.now(),
    );
  } catch (error) {
    // No row points at them; a later run draws them again.
    await removeFiles(storage, storedKeys(stored));
    throw error;
  }
  if (!row) return { total: 1, created: 0 };
  // A running server's host resolution may have kept the host as "no microsite".
  notifyMicrositeChanged();
  return { total: 1, created: 1 };
}
