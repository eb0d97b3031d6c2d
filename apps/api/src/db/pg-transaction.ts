// Drizzle's node-postgres session (0.45) sends a transaction's BEGIN before its try/finally: when BEGIN fails (the
// backend was terminated between the pool handing the client out and BEGIN, as in a failover), the client is never
// released. The pool loses it for good: after a few such failures requests wait for a client, and closing the pool
// waits forever. This puts the same steps in order: BEGIN inside the try, the client always released, and destroyed
// rather than reused when BEGIN, COMMIT or ROLLBACK failed on it. Nested transactions (savepoints) are unchanged.
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** What the method reads of its session; Drizzle keeps these fields out of its types. */
type SessionFields = { client: unknown; dialect: PgDialect; schema: unknown; options: unknown };
type Work = (tx: NodePgTransaction<never, never>) => Promise<unknown>;

let patched = false;

export function patchNodePgTransactions(): void {
  if (patched) return;
  patched = true;
  const original = NodePgSession.prototype.transaction;
  NodePgSession.prototype.transaction = async function transaction(
    this: NodePgSession<never, never>,
    work: Work,
    config?: PgTransactionConfig,
  ) {
    const fields = this as unknown as SessionFields;
    // A session on one client already (not a pool) has nothing to leak; no code of ours sets a transaction's
    // isolation or access mode, which Drizzle spells itself.
    if (!(fields.client instanceof pg.Pool) || config) return original.call(this, work as never, config);
    const client = await fields.client.connect();
    const session = new NodePgSession(client, fields.dialect, fields.schema as never, fields.options as never);
    const tx = new NodePgTransaction<never, never>(fields.dialect, session, fields.schema as never);
    let broken: Error | undefined;
    try {
      try {
        await tx.execute(sql`begin`);
      } catch (error) {
        broken = error as Error;
        throw error;
      }
      try {
        const result = await work(tx);
        await tx.execute(sql`commit`);
        return result;
      } catch (error) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  } as typeof NodePgSession.prototype.transaction;
}
