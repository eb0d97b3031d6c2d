// The demo data set: loaded on a new embedded database at first start (DEMO_DATA) and by `npm run seed`. Safe to
// run again: rows that exist are left as they are. Later features add one file per entity and a line here.
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Storage } from '../lib/storage';
import { seedGroups } from './groups';
import { seedMicrosites } from './microsites';
import { demoPublications, seedPublications, type SeedPublicationsOptions } from './publications/seed-publications';
import { seedUsers } from './users';

type Count = { total: number; created: number };
export type SeedSummary = { users: Count; groups: Count; publications: Count; microsites: Count };

/** `target`: how many listings the database should hold at least (default a few hundred); `onProgress` per batch. */
export async function loadDemoData(
  deps: { db: Database; storage: Storage; clock: Clock; logger: Logger },
  options: Partial<SeedPublicationsOptions> = {},
): Promise<SeedSummary> {
  const started = Date.now();
  const users = await seedUsers(deps);
  const groups = await seedGroups(deps);
  const publications = await seedPublications(deps, {
    target: options.target ?? demoPublications,
    onProgress: options.onProgress,
  });
  const microsites = await seedMicrosites(deps);
  const summary = { users, groups, publications, microsites };
  deps.logger.info({ ...summary, ms: Date.now() - started }, 'demo data loaded');
  return summary;
}
