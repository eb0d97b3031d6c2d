// `npm run seed -- --publications N`: tops the listings up to N (the demo data set asks for a few hundred).
// What exists is kept; only the difference is generated, in batches, each one set-based statement. Owners are
// the demo users (all of the first few thousand listings, then 30%) and a long tail of sellers created on demand.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../lib/storage';
import { rememberPlaces, type UsedAddress } from '../../modules/map';
import { findUserIdsByEmail } from '../seed.queries';
import { demoEmail, demoUsers } from '../users';
import { generateRow } from './generate';
import { seedPictures } from './images';
import { demoOwner, longTailOwner, longTailSeller, type OwnerProfile } from './owners';
import type { SeedRow } from './seed-row';
import { createRandom, type Random } from './random';
import {
  analyzePublications,
  countPublications,
  ensureUsers,
  insertPublicationBatch,
} from './seed-publications.queries';

/** The demo data set's listings: enough for every demo group's portfolio to scroll. */
export const demoPublications = 300;
/** Up to this many listings, all belong to demo users; after it, this share does. */
const demoOnlyRows = 3000;
const demoShare = 0.3;
/** Long-tail sellers hold this many listings on average. */
const listingsPerSeller = 250;
const batchSize = 5000;

export type SeedPublicationsOptions = { target: number; onProgress?: (done: number, target: number) => void };

export function longTailCount(target: number): number {
  return target <= demoOnlyRows ? 0 : Math.ceil(((target - demoOnlyRows) * (1 - demoShare)) / listingsPerSeller);
}

async function loadOwners(db: Database, clock: Clock, target: number) {
  const ids = await findUserIdsByEmail(
    db,
    demoUsers.map((user) => demoEmail(user.name)),
  );
  const demo = demoUsers.map((user) => {
    const id = ids.get(demoEmail(user.name));
    if (id === undefined) throw new Error(`Demo user missing: ${user.name}`);
    return demoOwner(id, user.name);
  });
  const sellers = Array.from({ length: longTailCount(target) }, (_, n) => longTailSeller(n));
  const now = clock.now().getTime();
  const sellerIds = await ensureUsers(
    db,
    sellers.map((seller, n) => {
      const createdAt = new Date(now - (800 - (n % 700)) * 24 * 60 * 60 * 1000);
      return {
        name: seller.name,
        email: seller.email,
        emailVerifiedAt: createdAt,
        phone: seller.phone,
        slug: seller.slug,
        contactTypes: seller.phone ? ['email', 'phone', 'whatsapp'] : ['email'],
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  const longTail = sellers.map((seller, n) => longTailOwner(sellerIds.get(seller.email)!, n));
  return { demo, longTail };
}

function ownerPicker(owners: { demo: OwnerProfile[]; longTail: OwnerProfile[] }) {
  const demoWeights = owners.demo.map((owner) => [owner, owner.weight] as const);
  return (random: Random, index: number): OwnerProfile => {
    if (index < demoOnlyRows || owners.longTail.length === 0 || random.chance(demoShare))
      return random.weighted(demoWeights);
    // Skewed towards the first sellers: a few agencies hold thousands of listings, most sellers a handful.
    return owners.longTail[Math.floor(Math.pow(random.next(), 2) * owners.longTail.length)];
  };
}

/** The batch's addresses, which their owners are offered again in the address field, as a saved listing's are. */
function usedAddresses(rows: SeedRow[]): UsedAddress[] {
  return rows.flatMap((row) =>
    row.addressTitle && row.lat !== undefined && row.lng !== undefined
      ? [{ userId: row.userId, title: row.addressTitle, lat: row.lat, lng: row.lng }]
      : [],
  );
}

export async function seedPublications(
  deps: { db: Database; storage: Storage; clock: Clock; logger: Logger },
  options: SeedPublicationsOptions,
): Promise<{ total: number; created: number }> {
  const { db, clock } = deps;
  const existing = await countPublications(db);
  if (existing >= options.target) return { total: existing, created: 0 };

  const started = Date.now();
  const owners = await loadOwners(db, clock, options.target);
  const pickOwner = ownerPicker(owners);
  const pictures = seedPictures(deps.storage);
  const now = clock.now();
  for (let start = existing; start < options.target; start += batchSize) {
    const end = Math.min(start + batchSize, options.target);
    // Seeded by position: the same target on an empty database writes the same listings.
    const random = createRandom(start + 1);
    const rows = [];
    for (let index = start; index < end; index++) rows.push(generateRow(random, pickOwner(random, index), now));
    // The demo set's listings (the first few hundred of a database) each get a cover of their own.
    const own = Math.max(0, Math.min(end, demoPublications) - start);
    if (own > 0) await insertPublicationBatch(db, rows.slice(0, own), (listings) => pictures(listings, true));
    if (own < rows.length) await insertPublicationBatch(db, rows.slice(own), (listings) => pictures(listings, false));
    await rememberPlaces(db, usedAddresses(rows));
    options.onProgress?.(end, options.target);
  }
  const created = options.target - existing;
  await analyzePublications(db, { vacuum: created >= 20_000 });
  deps.logger.info({ created, sellers: owners.longTail.length, ms: Date.now() - started }, 'demo listings generated');
  return { total: options.target, created };
}
