// The sweep's statements: noting keys, taking the notes due a look, and which keys some row still points at.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groups, microsites, publicationMedia, storageSweep, users } from '../../db/schema/index';

type Rows<T> = { rows: T[] };

/** Notes `keys` as possibly unowned from `now` (a later note of the same key moves it forward). */
export async function noteKeys(db: Database, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(storageSweep)
    .values(keys.map((key) => ({ key, notedAt: now })))
    .onConflictDoUpdate({ target: storageSweep.key, set: { notedAt: now } });
}

/** Link preview pictures (modules/previews): noted when drawn and when asked for, kept while people ask for them. */
const previewsLike = 'previews/%';
// A preview's key ends in -{content hash}.jpg; what comes before names its page and site (previews.service.ts).
const previewHashEnd = '-[0-9a-f]{32}\\.jpg$';

/**
 * Runs `work` on up to `limit` keys due a look, locked for this transaction (another sweep skips them), and forgets
 * the keys `work` answers: uploads noted before `before`, preview pictures noted (drawn or last asked for) before
 * `previewsBefore`.
 */
export async function sweepNotes(
  db: Database,
  due: { before: Date; previewsBefore: Date },
  limit: number,
  work: (tx: Database, keys: string[]) => Promise<string[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select ${storageSweep.key} as key from ${storageSweep}
      where (${storageSweep.notedAt} < ${due.before.toISOString()}::timestamptz
          and ${storageSweep.key} not like ${previewsLike})
        or (${storageSweep.notedAt} < ${due.previewsBefore.toISOString()}::timestamptz
          and ${storageSweep.key} like ${previewsLike})
      order by ${storageSweep.notedAt}
      limit ${limit}
      for update skip locked`)) as unknown as Rows<{ key: string }>;
    return forget(tx, result.rows, work);
  });
}

/**
 * Runs `work` on up to `limit` preview pictures whose page and site have a newer one (noted later: drawn for what the
 * page shows now, or asked for since), locked for this transaction, and forgets the keys `work` answers.
 */
export async function sweepSupersededPreviews(
  db: Database,
  limit: number,
  work: (tx: Database, keys: string[]) => Promise<string[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select ${storageSweep.key} as key from ${storageSweep}
      where ${storageSweep.key} in (
        select key from (
          select ${storageSweep.key} as key, row_number() over (
            partition by regexp_replace(${storageSweep.key}, ${previewHashEnd}, '')
            order by ${storageSweep.notedAt} desc, ${storageSweep.key}
          ) as newer
          from ${storageSweep}
          where ${storageSweep.key} like ${previewsLike} and ${storageSweep.key} ~ ${previewHashEnd}
        ) ranked
        where newer > 1
      )
      limit ${limit}
      for update skip locked`)) as unknown as Rows<{ key: string }>;
    return forget(tx, result.rows, work);
  });
}

async function forget(
  tx: Database,
  rows: { key: string }[],
  work: (tx: Database, keys: string[]) => Promise<string[]>,
): Promise<number> {
  const keys = rows.map((row) => row.key);
  if (keys.length === 0) return 0;
  const done = await work(tx, keys);
  if (done.length > 0) {
    await tx.execute(sql`delete from ${storageSweep} where ${storageSweep.key} = any(${toTextArray(done)})`);
  }
  return keys.length;
}

/** Which of `keys` a listing's image or thumbnail, an avatar, a group logo or a microsite logo points at. */
export async function listOwnedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const wanted = toTextArray(keys);
  const result = (await db.execute(sql`
    select ${publicationMedia.file} as key from ${publicationMedia} where ${publicationMedia.file} = any(${wanted})
    union select ${publicationMedia.thumbnail} from ${publicationMedia} where ${publicationMedia.thumbnail} = any(${wanted})
    union select ${users.avatarPath} from ${users} where ${users.avatarPath} = any(${wanted})
    union select ${groups.logoPath} from ${groups} where ${groups.logoPath} = any(${wanted})
    union select ${microsites.logoMainPath} from ${microsites} where ${microsites.logoMainPath} = any(${wanted})
    union select ${microsites.logoSecondaryPath} from ${microsites}
      where ${microsites.logoSecondaryPath} = any(${wanted})
    union select ${microsites.logoSquarePath} from ${microsites} where ${microsites.logoSquarePath} = any(${wanted})
  `)) as unknown as Rows<{ key: string }>;
  return new Set(result.rows.map((row) => row.key));
}

function toTextArray(values: string[]) {
  return sql`${sql.param(values)}::text[]`;
}
