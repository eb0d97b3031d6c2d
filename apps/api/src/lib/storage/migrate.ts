// `npm run storage:migrate`: copies every upload of one store (a local uploads folder) into another (the bucket).
// Idempotent and resumable: a key already in the destination with the same size is left alone, so a second run
// copies nothing and a run after an interruption copies only what is missing. A few copies run at once.
import { contentTypeOf, type Storage } from './storage';

export type MigrationProgress = { done: number; total: number; copied: number; present: number; failed: number };

export type MigrationSummary = MigrationProgress & { failures: { key: string; reason: string }[] };

export type MigrationOptions = {
  /** Copies at once (default 4). */
  concurrency?: number;
  /** Count what would be copied without copying it. */
  dryRun?: boolean;
  onProgress?: (progress: MigrationProgress) => void;
};

export async function migrateUploads(
  from: Storage,
  to: Storage,
  options: MigrationOptions = {},
): Promise<MigrationSummary> {
  const present = new Map<string, number>();
  for await (const { key, size } of to.list('')) present.set(key, size);
  const sources: { key: string; size: number }[] = [];
  for await (const entry of from.list('')) sources.push(entry);

  const summary: MigrationSummary = {
    done: 0,
    total: sources.length,
    copied: 0,
    present: 0,
    failed: 0,
    failures: [],
  };
  const copyOne = async ({ key, size }: { key: string; size: number }) => {
    if (present.get(key) === size) summary.present += 1;
    else if (options.dryRun) summary.copied += 1;
    else {
      try {
        const data = await from.get(key);
        // Gone from the source since it was listed: nothing to copy, nothing lost.
        if (data) {
          await to.put(key, data, contentTypeOf(key));
          summary.copied += 1;
        }
      } catch (error) {
        summary.failed += 1;
        summary.failures.push({ key, reason: reasonOf(error) });
      }
    }
    summary.done += 1;
    options.onProgress?.(progressOf(summary));
  };

  let next = 0;
  const lane = async () => {
    while (next < sources.length) await copyOne(sources[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, lane));
  return summary;
}

function progressOf({ done, total, copied, present, failed }: MigrationSummary): MigrationProgress {
  return { done, total, copied, present, failed };
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { name?: string; message?: string } } | null)?.cause;
  const own = error instanceof Error ? error.message : String(error);
  return cause?.name ? `${own} (${cause.name})` : own;
}
