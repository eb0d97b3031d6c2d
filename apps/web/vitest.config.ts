import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Files share a worker's jsdom and modules: loading jsdom, React and Mantine anew for each file cost more than
    // the tests themselves. What a test changes is put back after each one (src/test/setup.ts); a vi.mock stays
    // registered in its worker for the files that come after it, so mock only what no other file renders for real.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Whole flows (sign-in with its 1 s welcome, logout with its 2 s goodbye) in jsdom, on two busy cores.
    testTimeout: 15_000,
  },
});
