// What is made once per database handle: a statement built for each key the first time only, and, for shapes too
// many to keep, the least recently used dropped and built again when asked for.
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { recentlyBuilt } from './prepared';

const handle = () => ({}) as Database;

describe('statements built once per handle and key, the recent ones kept', () => {
  it('builds a key once per handle, and again on another handle', () => {
    const built: string[] = [];
    const statements = recentlyBuilt<string>(10);
    const [first, second] = [handle(), handle()];
    const make = (db: Database, key: string) => statements(db, key, () => (built.push(key), `statement ${key}`));
    expect(make(first, 'a')).toBe('statement a');
    expect(make(first, 'a')).toBe('statement a');
    make(first, 'b');
    make(second, 'a');
    expect(built).toEqual(['a', 'b', 'a']);
  });

  it('drops the least recently used key past its limit and builds it again when asked', () => {
    const built: string[] = [];
    const statements = recentlyBuilt<string>(2);
    const db = handle();
    const make = (key: string) => statements(db, key, () => (built.push(key), key));
    make('a');
    make('b');
    make('a'); // a is now the newest: c drops b
    make('c');
    make('a');
    make('b');
    expect(built).toEqual(['a', 'b', 'c', 'b']);
  });
});
