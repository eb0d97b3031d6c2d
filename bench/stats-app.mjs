// What bench/stats-report.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): the statistics report's service run with every statement it sends recorded, to replay them through `pg`.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { statReport } from '../apps/api/src/modules/stats/stats.service';

/**
 * Runs POST /account/stat/general's service for `userId` with `body` on `pool`, and answers the report and every
 * statement it sent, in order, as { text, values } for `pg` (`dataDir` only names where the storage would be).
 */
export async function recordReport(pool, { userId, body, dataDir }) {
  const plain = drizzle({ client: pool, schema });
  const [user] = await plain.select().from(schema.users).where(eq(schema.users.id, userId));
  const statements = [];
  const logger = { logQuery: (text, values) => statements.push({ text, values }) };
  const db = drizzle({ client: pool, schema, logger });
  const deps = {
    db,
    clock: systemClock,
    storage: createLocalStorage({ dataDir, publicUrl: 'http://vitrina.bench' }),
    publicUrl: 'http://vitrina.bench',
  };
  const report = await statReport(deps, user, body);
  return { report, statements };
}
