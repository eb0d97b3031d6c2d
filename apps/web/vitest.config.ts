import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Whole flows (sign-in with its 1 s welcome, logout with its 2 s goodbye) in jsdom, two files at a time on two
    // cores (decision 032): the longest form flows take 15 s when the machine is busy.
    testTimeout: 30_000,
  },
});
