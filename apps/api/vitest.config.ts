import { defineProject } from 'vitest/config';

// The API suite: app.inject against a real database. PGlite by default; TEST_DATABASE_URL runs the very same
// files on a PostgreSQL server. The global setup migrates one database per run; each file works on a copy.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
