import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { boundaryZones, LINT_FIXTURES } from './tools/eslint/boundaries.js';

const root = import.meta.dirname;

const drizzleOnlyInQueries = {
  paths: [{ name: 'drizzle-orm', message: 'Drizzle is spoken only in *.queries.ts and db/.' }],
  patterns: [{ group: ['drizzle-orm/*'], message: 'Drizzle is spoken only in *.queries.ts and db/.' }],
};

// The web app's HTTP calls live in `api/` folders, one file per endpoint (a feature's, or a shared component's own):
// components, pages and hooks call those functions, never the client or fetch themselves. lib/ holds the client.
const httpOnlyInApi =
  'The web calls the API from an api/ folder (features/<name>/api/*.ts); import the function there.';
const webRestrictedImports = {
  paths: drizzleOnlyInQueries.paths,
  // `@/lib/http` and any relative path to it; its HttpError stays free to import, for telling failures apart.
  patterns: [
    ...drizzleOnlyInQueries.patterns,
    { group: ['**/lib/http'], importNames: ['http', 'buildUrl'], message: httpOnlyInApi },
  ],
};

const processEnvOnlyInConfig = {
  object: 'process',
  property: 'env',
  message: 'Read the environment in the config module (apps/api/src/config.ts) and pass the values on.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'apps/api/drizzle/**',
      'apps/web/dev-dist/**',
      // Deliberately bad files the boundary test lints on purpose.
      `${LINT_FIXTURES}/**`,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  // Scripts the service worker imports as they are (public/push-sw.js).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },

  // Boundaries. The resolver reads each workspace's tsconfig, so `@/…` (web) and `@vitrina/shared/…` (package
  // exports) resolve to the files they name and count for cycles and zones like relative imports do.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'tools/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // One lint run never sees a file change, so nothing parsed for the cycle check needs parsing again.
      'import-x/cache': { lifetime: '∞' },
      // Packages cannot import our files back, so the cycle check never walks into them.
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
            'tools/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased at build time and never count (import-x skips them).
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      'no-restricted-imports': ['error', drizzleOnlyInQueries],
    },
  },
  {
    files: [
      'apps/api/src/**/*.queries.ts',
      'apps/api/src/db/**/*.ts',
      // Tests arrange and inspect rows directly.
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*-test-helpers.ts',
      'apps/api/src/test/**/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },

  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/api/**',
      'apps/web/src/lib/**',
      // Tests and their helpers stub fetch and answer requests.
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/test-helpers.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: {
      'no-restricted-imports': ['error', webRestrictedImports],
      'no-restricted-globals': ['error', { name: 'fetch', message: httpOnlyInApi }],
    },
  },

  // The environment is read in one place per app: apps/api/src/config.ts and apps/web/src/lib/env.ts.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-properties': ['error', processEnvOnlyInConfig] },
  },
  {
    files: [
      'apps/api/src/config.ts',
      // The test database's URL (PostgreSQL runs) belongs to the test harness, not the API.
      'apps/api/src/test/**',
      // Build, test and tool configuration, which is configuration itself: vite, vitest, drizzle-kit, esbuild.
      '*.config.{js,ts}',
      'apps/*/*.{ts,mjs}',
      'apps/web/scripts/**',
      // Measurements, entry scripts and the end-to-end harness run outside the app and set up its environment.
      'bench/**',
      'scripts/**',
      'e2e/playwright.config.ts',
      'e2e/support/mail.ts',
      'e2e/support/signed-links.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.type="MetaProperty"][property.name="env"]',
          message: 'Read import.meta.env in apps/web/src/lib/env.ts only.',
        },
      ],
    },
  },

  // Last, so no formatting rule argues with Prettier.
  prettier,
);
