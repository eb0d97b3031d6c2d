import { defineConfig } from 'vitest/config';

// One runner, three projects: the shared package, the API (against a real database) and the web app (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
