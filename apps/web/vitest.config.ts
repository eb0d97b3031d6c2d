import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    // happy-dom rather than jsdom: the same tests for about 30% less work (decision 032). It loads no script,
    // stylesheet or frame a page names.
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: { url: 'http://localhost:3000', settings: { handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker's files share its window and libraries; the setup evaluates the app's modules again and puts the
    // window back after each file (src/test/fresh-window.ts). Building a window and loading Mantine per file was
    // two thirds of the suite's time (decision 032).
    isolate: false,
    css: false,
    restoreMocks: true,
    // Whole flows (sign-in with its 1 s welcome, logout with its 2 s goodbye) in the test DOM, two files at a time on two
    // cores (decision 032): the longest form flows take 15 s when the machine is busy.
    testTimeout: 30_000,
  },
});
