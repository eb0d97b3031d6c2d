// The NOTIFY that tells every API instance on this PostgreSQL that a microsite changed (microsite-changes-feed.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function sendMicrositeChange(db: Database, channel: string, origin: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${origin})`);
}
