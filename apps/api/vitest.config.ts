import { defineProject } from 'vitest/config';

// The API suite: app.inject against a real database. PGlite by default; TEST_DATABASE_URL runs the very same
// files on a PostgreSQL server. The global setup migrates one database per run; each file works on a copy.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    // Files share a worker's modules instead of importing Fastify, sharp and PGlite's WASM anew for each one (that
    // import was a fifth of the suite's time). They share no data: each has its own database copy, app and clock,
    // and no API test replaces a module (vi.mock), whose registration would outlive its file here.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
