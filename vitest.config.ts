import { defineConfig } from 'vitest/config';

// One runner, four projects: the shared package, the API (against a real database), the web app (happy-dom) and the
// repository's tooling (the lint configuration's boundaries).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'tools'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which left a core idle
    // while the run waited on a single file at a time (decision 032).
    maxWorkers: 2,
  },
});
