// The embedded database on its own thread, as the server uses it: PGlite's answers, errors and transactions arrive
// as they would in-process, and the server's own thread stays free while a statement runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openDatabase, openPgliteInMemory, type DatabaseHandle } from './client';
import { isUniqueViolation } from './errors';
import { openPgliteThread, type PgliteRemote } from './pglite-remote';

let remote: PgliteRemote;
beforeAll(async () => {
  remote = await openPgliteThread();
  await remote.exec(`
    create table notes (id serial primary key, body text not null unique, at timestamptz not null default now(),
                        data bytea, extra jsonb);
    create table counters (id int primary key, value int not null);
    insert into counters values (1, 0);`);
});
afterAll(() => remote.close());

describe('the embedded database on its own thread', () => {
  it('answers with rows as objects or arrays, dates parsed unless their text is asked for', async () => {
    await remote.query('insert into notes (body, data, extra) values ($1, $2, $3)', [
      'primera',
      new Uint8Array([1, 2, 255]),
      { ambientes: 3 },
    ]);
    const objects = await remote.query<{ body: string; at: Date; data: Uint8Array; extra: unknown }>(
      'select body, at, data, extra from notes where body = $1',
      ['primera'],
    );
    expect(objects.rows).toHaveLength(1);
    expect(objects.rows[0]!.body).toBe('primera');
    expect(objects.rows[0]!.at).toBeInstanceOf(Date);
    expect([...objects.rows[0]!.data]).toEqual([1, 2, 255]);
    expect(objects.rows[0]!.extra).toEqual({ ambientes: 3 });
    // Drizzle's way: array rows, timestamptz (1184) kept as PostgreSQL wrote it.
    const arrays = await remote.query<unknown[]>("select body, at from notes where body = 'primera'", [], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => value },
    });
    expect(arrays.rows[0]![0]).toBe('primera');
    expect(typeof arrays.rows[0]![1]).toBe('string');
    expect(arrays.rows[0]![1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it("gives PostgreSQL's error fields, so a lost race is told apart from a failure", async () => {
    await remote.query("insert into notes (body) values ('repetida')");
    const error = await remote.query("insert into notes (body) values ('repetida')").catch((caught) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('23505');
    expect(isUniqueViolation(error, 'notes_body_key')).toBe(true);
    expect(error.message).toContain('duplicate key');
    // The thread goes on answering.
    expect((await remote.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, rolls one back on an error, and keeps other statements out while one is open', async () => {
    await remote.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('confirmada')");
    });
    await expect(
      remote.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('descartada')");
        throw new Error('falla a mitad');
      }),
    ).rejects.toThrow('falla a mitad');
    const bodies = await remote.query<{ body: string }>(
      "select body from notes where body in ('confirmada', 'descartada')",
    );
    expect(bodies.rows.map((row) => row.body)).toEqual(['confirmada']);

    // A statement sent while a transaction is open runs after it ends, and sees what it committed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = remote.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('dentro')");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = remote.query<{ n: number }>("select count(*)::int as n from notes where body = 'dentro'");
    release();
    await transaction;
    expect((await outside).rows[0]!.n).toBe(1);
  });

  it('runs fifty transactions sent at once one after another, losing none', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        remote.transaction(async (tx) => {
          const { rows } = await tx.query<{ value: number }>('select value from counters where id = 1');
          await tx.query('update counters set value = $1 where id = 1', [rows[0]!.value + 1]);
        }),
      ),
    );
    expect((await remote.query<{ value: number }>('select value from counters where id = 1')).rows[0]!.value).toBe(50);
  });

  it("keeps the server's thread free while a statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const started = Date.now();
    await remote.query('select pg_sleep(0.6)');
    clearInterval(timer);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    // In-process, PGlite's sleep would leave no turn to the timer until it ended.
    expect(ticks).toBeGreaterThan(10);
  });

  it('hears NOTIFY on a channel until told to stop', async () => {
    const heard: string[] = [];
    const stop = await remote.listen('avisos', (payload) => heard.push(payload));
    await remote.query("select pg_notify('avisos', 'uno')");
    await expect.poll(() => heard).toEqual(['uno']);
    await stop();
    await remote.query("select pg_notify('avisos', 'dos')");
    await remote.query('select 1');
    expect(heard).toEqual(['uno']);
  });
});

describe('Drizzle over the thread', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPgliteInMemory();
    await handle.db.execute(sql`create table items (id int primary key, name text not null)`);
  });
  afterAll(() => handle.close());

  it('undoes a nested transaction that failed and keeps the rest of the outer one', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values (1, 'afuera')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into items values (2, 'adentro')`);
          throw new Error('deshacer');
        })
        .catch(() => {});
    });
    const result = await handle.db.execute(sql`select name from items order by id`);
    expect((result as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: 'afuera' }]);
  });
});

describe('a closed or unreachable embedded database', () => {
  it('fails every statement after closing with a clear message, and a second close does nothing', async () => {
    const closing = await openPgliteThread();
    await closing.close();
    await closing.close();
    await expect(closing.query('select 1')).rejects.toThrow('La base embebida no está disponible');
  });

  it('tells who listens when its thread ends unasked, and fails every statement after it instead of ending the process', async () => {
    const ended: Error[] = [];
    const crashing = await openPgliteThread({ onExit: (error) => ended.push(error) });
    const inFlight = crashing.query('select pg_sleep(2)');
    // What a WebAssembly abort or running out of memory does to the thread.
    await (crashing as unknown as { worker: Worker }).worker.terminate();
    await expect(inFlight).rejects.toThrow('La base embebida no está disponible');
    await expect(crashing.query('select 1')).rejects.toThrow('La base embebida no está disponible');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.message).toContain('El hilo de la base embebida terminó');
    await crashing.close();
  });

  it('keeps its data in a folder across openings', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-thread-'));
    try {
      const first = await openDatabase({ databaseUrl: null, dataDir });
      await first.db.execute(sql`create table kept (name text)`);
      await first.db.execute(sql`insert into kept values ('persistente')`);
      await first.close();
      const second = await openDatabase({ databaseUrl: null, dataDir });
      const result = await second.db.execute(sql`select name from kept`);
      expect((result as unknown as { rows: { name: string }[] }).rows).toEqual([{ name: 'persistente' }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
