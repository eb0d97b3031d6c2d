import { defineConfig } from 'vitest/config';

// One runner, four projects: the shared package, the API (against a real database), the web app (jsdom) and the
// repository's tooling (the lint configuration's boundaries).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'tools'],
  },
});
