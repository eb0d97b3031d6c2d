import { defineProject } from 'vitest/config';

// The API suite: app.inject against a real database. PGlite by default; TEST_DATABASE_URL runs the very same
// files on a PostgreSQL server. The global setup migrates one database per run; each file works on a copy.
// Files share their worker's modules (isolate: false): each of 140 files imported the whole app again, 228 s of a CI
// step of 1,230 s (decision 002). A file's state is its own test context (its database, its app, its clock), never a
// module's; no file mocks a module.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
