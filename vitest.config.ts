import { defineConfig } from 'vitest/config';

// One runner, four projects: the shared package, the API (against a real database), the web app (jsdom) and the
// repository's tooling (the lint configuration's boundaries).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'tools'],
    // One worker per core. Vitest's default leaves a core to its main process, which is idle most of the run: on
    // CI's two cores that meant one file at a time.
    maxWorkers: '100%',
  },
});
