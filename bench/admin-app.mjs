// What bench/admin-users.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): a page of the admin's user list run through its service with every statement it sends recorded, to replay
// them through `pg` alone.
import { drizzle } from 'drizzle-orm/node-postgres';
import { adminListQuerySchema } from '@vitrina/shared/admin';
import * as schema from '../apps/api/src/db/schema/index';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLocalStorage } from '../apps/api/src/lib/storage';
import { listAdminUsers } from '../apps/api/src/modules/admin/admin-users.service';

/** Runs GET /admin/user's service with `query` on `pool`; answers the page and its statements as { text, values }. */
export async function recordUserPage(pool, { query, dataDir }) {
  const statements = [];
  const logger = { logQuery: (text, values) => statements.push({ text, values }) };
  const db = drizzle({ client: pool, schema, logger });
  const deps = {
    db,
    clock: systemClock,
    storage: createLocalStorage({ dataDir, publicUrl: 'http://vitrina.bench' }),
    publicUrl: 'http://vitrina.bench',
  };
  const parsed = adminListQuerySchema.parse(query);
  const page = await listAdminUsers(deps, parsed, '/api/admin/user');
  return { page, statements };
}
