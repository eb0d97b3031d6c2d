// Work that a person's action does not depend on, such as telling others of it (notify()): it runs in a savepoint
// of the caller's transaction, or in a transaction of its own outside one, so a failure undoes only its own writes,
// is logged, and leaves the action (and the caller's transaction) going on as if it had not been tried.
import type { Database } from './client';

export type ErrorLog = { error(details: object, message: string): void };

/** Runs `work`; answers false, having logged `message` with `details`, when it failed. */
export async function bestEffort(
  db: Database,
  log: ErrorLog | undefined,
  message: string,
  details: object,
  work: (tx: Database) => Promise<unknown>,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
    });
    return true;
  } catch (error) {
    log?.error({ err: error, ...details }, message);
    return false;
  }
}
