// No two files of the project import each other, not even for a type: a cycle of types still ties two files'
// changes together, and the lint's cycle rule does not see it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const root = resolve(import.meta.dirname, '../..');

describe('the import graph', () => {
  it('has no cycle in the API, the web app, the shared package or the end-to-end suite', () => {
    const folders = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'e2e'].map((folder) => join(root, folder));
    const cycles = importCycles(importGraph(folders)).map((group) => group.map((file) => relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it('finds a loop of type-only imports across three files', () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-cycle-'));
    try {
      mkdirSync(join(folder, 'feature'));
      writeFileSync(join(folder, 'a.ts'), "import type { B } from './feature/b';\nexport type A = { b: B };\n");
      writeFileSync(join(folder, 'feature/b.ts'), "import type { C } from '../c';\nexport type B = { c: C };\n");
      writeFileSync(join(folder, 'c.ts'), "export type { A } from './a';\nexport type C = number;\n");
      writeFileSync(join(folder, 'd.ts'), "import type { A } from './a';\nexport type D = A;\n");
      const cycles = importCycles(importGraph([folder])).map((group) => group.map((file) => relative(folder, file)));
      expect(cycles).toEqual([['a.ts', 'c.ts', 'feature/b.ts']]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
