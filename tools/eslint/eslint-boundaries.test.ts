// The boundaries eslint.config.js promises, checked with the repository's own configuration: each deliberate
// violation is reported by its rule, and the same code where it is allowed gets no report at all. Source text is
// linted as if it lived at the given path (nothing is written); the import cycle needs two real files, which sit
// in tools/lint-fixtures, a folder the normal lint run ignores, as does a miniature tree of two modules whose zones
// are built from its own folders.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { boundaryZones, LINT_FIXTURES } from './boundaries.js';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problemsOf(code: string, path: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

async function rulesReported(code: string, path: string): Promise<(string | null)[]> {
  return (await problemsOf(code, path)).map((problem) => problem.rule);
}

describe('Drizzle only in *.queries.ts and db/', () => {
  const code = "import { eq } from 'drizzle-orm';\n\nexport const same = eq;\n";

  it('refuses it in a service', async () => {
    expect(await rulesReported(code, 'apps/api/src/modules/store/example.service.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await rulesReported(
        "import { pgTable } from 'drizzle-orm/pg-core';\n\nexport const table = pgTable;\n",
        'apps/api/src/lib/example.ts',
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('allows it in queries and in db/', async () => {
    expect(await rulesReported(code, 'apps/api/src/modules/store/example.queries.ts')).toEqual([]);
    expect(await rulesReported(code, 'apps/api/src/db/example.ts')).toEqual([]);
  });
});

describe('a module is reached only through its face', () => {
  const deep =
    "import { toPublicationView } from '../publications/publication-view';\n\nexport const view = toPublicationView;\n";

  it('refuses another module’s internal files, its queries included, from a module and from outside the modules', async () => {
    expect(await rulesReported(deep, 'apps/api/src/modules/store/example.service.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const queries =
      "import { findPublication } from '../publications/publications.queries';\n\nexport const find = findPublication;\n";
    expect(await rulesReported(queries, 'apps/api/src/modules/store/example.service.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const fromJobs = deep.replace('../publications/', '../modules/publications/');
    expect(await rulesReported(fromJobs, 'apps/api/src/jobs/example.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(
      await rulesReported(deep.replace('../publications/', './modules/publications/'), 'apps/api/src/app.ts'),
    ).toEqual(['import-x/no-restricted-paths']);
    // A folder deeper on both sides.
    const nested =
      "import { openSearch } from '../../searches/core/search-access';\n\nexport const open = openSearch;\n";
    expect(await rulesReported(nested, 'apps/api/src/modules/publications/nested/example.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('names the face to use', async () => {
    const [problem] = await problemsOf(deep, 'apps/api/src/modules/store/example.service.ts');
    expect(problem.message).toContain('modules/publications/index.ts');
  });

  it('allows the face, a module its own files, and a test another module’s test helpers', async () => {
    const face = "import { toPublicationView } from '../publications';\n\nexport const view = toPublicationView;\n";
    expect(await rulesReported(face, 'apps/api/src/modules/store/example.service.ts')).toEqual([]);
    expect(
      await rulesReported(face.replace('../publications', './modules/publications'), 'apps/api/src/app.ts'),
    ).toEqual([]);
    const own = "import { toPublicationView } from './publication-view';\n\nexport const view = toPublicationView;\n";
    expect(await rulesReported(own, 'apps/api/src/modules/publications/example.test.ts')).toEqual([]);
    const helpers = "import { actor } from '../groups/groups-test-helpers';\n\nexport const make = actor;\n";
    expect(await rulesReported(helpers, 'apps/api/src/modules/store/example.test.ts')).toEqual([]);
  });

  it('keeps db/ and lib/ below every module, faces included', async () => {
    const code =
      "import { toPublicationView } from '../modules/publications';\n\nexport const view = toPublicationView;\n";
    expect(await rulesReported(code, 'apps/api/src/db/example.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesReported(code, 'apps/api/src/lib/example.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('covers every module folder without naming it', () => {
    const fake = mkdtempSync(join(tmpdir(), 'boundaries-'));
    try {
      for (const folder of ['apps/api/src/modules/alpha', 'apps/api/src/modules/beta', 'apps/api/src/jobs'])
        mkdirSync(join(fake, folder), { recursive: true });
      mkdirSync(join(fake, 'apps/web/src/features/one'), { recursive: true });
      const alpha = boundaryZones(fake).find((zone) => zone.from === join(fake, 'apps/api/src/modules/alpha/**'));
      expect(alpha?.target).toEqual([
        join(fake, 'apps/api/src/modules/beta'),
        join(fake, 'apps/api/src/jobs'),
        join(fake, 'apps/api/src/*.ts'),
      ]);
    } finally {
      rmSync(fake, { recursive: true, force: true });
    }
  });

  it('reports a deep import and accepts a face in a fixture tree, with zones built from its folders', async () => {
    const tree = join(root, LINT_FIXTURES, 'faces');
    const fixtures = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: {
        files: ['**/*.ts'],
        rules: { 'import-x/no-restricted-paths': ['error', { basePath: tree, zones: boundaryZones(tree) }] },
      },
    });
    const beta = join(tree, 'apps/api/src/modules/beta');
    const [deepImport, throughFace] = await fixtures.lintFiles([
      join(beta, 'deep-import.ts'),
      join(beta, 'through-face.ts'),
    ]);
    expect(deepImport.messages.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(deepImport.messages[0].message).toContain('modules/alpha/index.ts');
    expect(throughFace.messages).toEqual([]);
  });
});

describe('web features do not import each other', () => {
  it('refuses another feature, through the @/ alias too, and features in shared code', async () => {
    const code =
      "import { identifyTexts } from '@/features/auth/identify-texts';\n\nexport const texts = identifyTexts;\n";
    expect(await rulesReported(code, 'apps/web/src/features/home/example.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await rulesReported(code.replace('@/features/auth/', '../auth/'), 'apps/web/src/features/home/example.ts'),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesReported(code, 'apps/web/src/components/example.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('allows a feature itself and shared code', async () => {
    const code = [
      "import { identifyTexts } from '@/features/auth/identify-texts';",
      "import { useConfiguration } from '@/lib/configuration/get-configuration';",
      '',
      'export const both = [identifyTexts, useConfiguration];',
      '',
    ].join('\n');
    expect(await rulesReported(code, 'apps/web/src/features/auth/example.ts')).toEqual([]);
  });
});

describe('the web calls the API from api/ folders', () => {
  const code = "import { http } from '@/lib/http';\n\nexport const getThing = () => http.get('/thing');\n";

  it('refuses the client, by alias or relative path, and fetch in components, pages and hooks', async () => {
    expect(await rulesReported(code, 'apps/web/src/features/home/components/example.tsx')).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await rulesReported(
        code.replace('@/lib/http', '../../../lib/http'),
        'apps/web/src/features/home/pages/example.tsx',
      ),
    ).toEqual(['no-restricted-imports']);
    expect(await rulesReported(code, 'apps/web/src/components/lead-form/example.tsx')).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await rulesReported(
        "export const getThing = () => fetch('/api/thing');\n",
        'apps/web/src/features/home/example.ts',
      ),
    ).toEqual(['no-restricted-globals']);
  });

  it('allows it in a feature’s or a shared component’s api/ folder and in lib/, and HttpError anywhere', async () => {
    expect(await rulesReported(code, 'apps/web/src/features/home/api/get-thing.ts')).toEqual([]);
    expect(await rulesReported(code, 'apps/web/src/features/searches/deck/api/get-thing.ts')).toEqual([]);
    expect(await rulesReported(code, 'apps/web/src/components/lead-form/api/get-thing.ts')).toEqual([]);
    expect(await rulesReported(code, 'apps/web/src/lib/get-thing.ts')).toEqual([]);
    const error = "import { HttpError } from '@/lib/http';\n\nexport const failed = HttpError;\n";
    expect(await rulesReported(error, 'apps/web/src/features/home/pages/example.tsx')).toEqual([]);
  });
});

describe('the environment is read in the config modules only', () => {
  it('refuses process.env outside apps/api/src/config.ts', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await rulesReported(code, 'apps/api/src/lib/example.ts')).toEqual(['no-restricted-properties']);
    expect(await rulesReported(code, 'packages/shared/src/example.ts')).toEqual(['no-restricted-properties']);
    expect(await rulesReported(code, 'apps/api/src/config.ts')).toEqual([]);
  });

  it('refuses import.meta.env in the web app outside lib/env.ts', async () => {
    const code = 'export const development: boolean = import.meta.env.DEV;\n';
    expect(await rulesReported(code, 'apps/web/src/app/example.ts')).toEqual(['no-restricted-syntax']);
    expect(await rulesReported(code, 'apps/web/src/lib/env.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  const lintFixtures = new ESLint({ cwd: root, ignore: false });
  it('reports a two-file cycle', async () => {
    const [result] = await lintFixtures.lintFiles([join(root, LINT_FIXTURES, 'cycle/first.ts')]);
    expect(result.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('follows the @/ alias and the shared package’s exports', async () => {
    // get-configuration.ts imports fallback-configuration.ts; this version of the latter would import it back.
    const web =
      "import { useConfiguration } from '@/lib/configuration/get-configuration';\n\nexport const use = useConfiguration;\n";
    expect(await rulesReported(web, 'apps/web/src/lib/configuration/fallback-configuration.ts')).toEqual([
      'import-x/no-cycle',
    ]);
    // configuration-values.ts imports enums.ts; this version of the latter would import it back.
    const shared =
      "import { buildConfiguration } from '@vitrina/shared/configuration-values';\n\nexport const build = buildConfiguration;\n";
    expect(await rulesReported(shared, 'packages/shared/src/enums.ts')).toEqual(['import-x/no-cycle']);
  });

  it('does not count type-only imports, which the build erases', async () => {
    const code =
      "import type { useConfiguration } from '@/lib/configuration/get-configuration';\n\nexport type Use = typeof useConfiguration;\n";
    expect(await rulesReported(code, 'apps/web/src/lib/configuration/fallback-configuration.ts')).toEqual([]);
  });

  it('leaves the fixtures out of the normal lint run', async () => {
    expect(await eslint.isPathIgnored(join(root, LINT_FIXTURES, 'cycle/first.ts'))).toBe(true);
  });
});
