import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling (the lint configuration), run with the rest of the suite.
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['lint-fixtures/**', '**/node_modules/**'],
    // ESLint loads typescript-eslint and walks the import graph: seconds on two busy cores.
    testTimeout: 60_000,
  },
});
