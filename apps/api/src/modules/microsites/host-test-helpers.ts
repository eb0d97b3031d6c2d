// Helpers for the microsite run-time tests: microsites written straight to the table (the administration's forms
// are tested apart), with their users.
import { eq } from 'drizzle-orm';
import { defaultMicrositeSettings, defaultMicrositeStyle, type MicrositeStatus } from '@vitrina/shared/microsites';
import type { Database } from '../../db/client';
import { micrositeUsers, microsites, type MicrositeRow } from '../../db/schema/index';

let counter = 0;

export type MicrositeValues = Partial<typeof microsites.$inferInsert> & {
  status?: MicrositeStatus;
  /** Its users' ids; the first is the default one. */
  userIds?: number[];
};

export async function makeMicrosite(db: Database, values: MicrositeValues = {}): Promise<MicrositeRow> {
  counter += 1;
  const { userIds = [], ...rest } = values;
  const [row] = await db
    .insert(microsites)
    .values({
      name: `Inmobiliaria ${counter}`,
      host: `sitio-${counter}-${Date.now().toString(36)}.ejemplo.com.ar`,
      status: 'active',
      style: defaultMicrositeStyle,
      settings: defaultMicrositeSettings,
      ...rest,
    })
    .returning();
  if (userIds.length)
    await db
      .insert(micrositeUsers)
      .values(userIds.map((userId, index) => ({ micrositeId: row.id, userId, isDefault: index === 0 })));
  return row;
}

export async function setMicrositeStatus(db: Database, id: number, status: MicrositeStatus): Promise<void> {
  await db.update(microsites).set({ status, updatedAt: new Date() }).where(eq(microsites.id, id));
}
