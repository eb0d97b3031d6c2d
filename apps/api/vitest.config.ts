import { defineProject } from 'vitest/config';

// The API suite: app.inject against a real database. PGlite by default; TEST_DATABASE_URL runs the very same
// files on a PostgreSQL server. The global setup migrates one database per run; each file works on a copy.
// Files share their worker's modules (isolate: false): importing the whole app again for each of 140 files cost more
// than a third of the suite's time. A file's state is its own test context (its database, its app, its clock), never
// a module's; no file mocks a module.
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
