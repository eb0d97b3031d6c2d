import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { patchNodePgTransactions } from './pg-transaction';

/** A pool whose client fails its first statement, as one whose backend was just terminated fails BEGIN. */
class TerminatedOnBegin extends pg.Pool {
  released: (Error | null)[] = [];
  statements: string[] = [];
  connect(): Promise<pg.PoolClient> {
    const client = {
      query: (query: { text: string }) => {
        this.statements.push(query.text);
        return this.statements.length === 1
          ? Promise.reject(new Error('Connection terminated unexpectedly'))
          : Promise.resolve({ rows: [], rowCount: 0, command: '', fields: [] });
      },
      release: (error?: Error) => void this.released.push(error ?? null),
    };
    return Promise.resolve(client as unknown as pg.PoolClient);
  }
}

describe('a transaction on a pooled PostgreSQL client', () => {
  it('gives the client back, destroyed, when BEGIN fails, so the pool never loses it', async () => {
    patchNodePgTransactions();
    const pool = new TerminatedOnBegin();
    const db = drizzle({ client: pool });
    await expect(db.transaction(async () => 'never')).rejects.toThrow(/begin/i);
    expect(pool.statements).toEqual(['begin']);
    expect(pool.released).toHaveLength(1);
    expect(pool.released[0]).toBeInstanceOf(Error);
    expect((pool.released[0]?.cause as Error).message).toBe('Connection terminated unexpectedly');
  });

  it('gives a sound client back to be reused after a transaction that failed and rolled back', async () => {
    patchNodePgTransactions();
    const pool = new TerminatedOnBegin();
    pool.statements.push('(the first statement already failed)');
    const db = drizzle({ client: pool });
    await expect(
      db.transaction(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(pool.statements.slice(1)).toEqual(['begin', 'rollback']);
    expect(pool.released).toEqual([null]);
  });
});
