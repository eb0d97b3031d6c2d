import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answeredPromptCookies } from './support/prompts';

// The suite drives Debian's Chromium against the built app served by `npm run serve` on a fresh data folder.
// It never downloads a browser: without /usr/bin/chromium it stops and says how to install one.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(`No se encontró Chromium en ${chromium}. Instálelo con: apt-get install -y chromium`);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4310);
// Set once by the main process; the workers inherit it, so all of them see the same server and data folder.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(tmpdir(), `vitrina-e2e-${process.pid}`);
  rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
}
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
// The server's key, known to the specs that sign what the server signs (a digest's unsubscribe link).
process.env.E2E_SECRET_KEY ??= 'vitrina-e2e-secret-key-for-signed-links-only';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, 'e2e/test-results'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Every picture also runs axe-core over the page, which takes seconds on a busy 2-core machine: a flow with two
  // or three pictures needs more than half a minute without being any slower for a user.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // The notification and install prompts already answered, so they never cover another flow (support/prompts.ts).
    storageState: { cookies: answeredPromptCookies(), origins: [] },
    // The app's service worker, once installed, downloads every file of the app into its cache (about 250 files):
    // seconds of one core for each new browser context, which is each flow and each person in it. The specs of the
    // worker itself (offline.spec.ts, microsite.spec.ts's returning visitor) allow it; the others run as the first
    // visit they are.
    serviceWorkers: 'block',
    // A failing flow keeps a picture of its last state and, run locally, its trace (actions, network, DOM snapshots;
    // `--trace on` adds the film of screenshots). A trace is recorded for every flow to keep the failing ones: with its
    // film it cost a quarter of the suite's time, without it a tenth; CI prints its output and nobody opens its traces.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], ...phone, channel: undefined } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
  webServer: {
    command: 'npm run serve',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    // A new embedded database is migrated at start: under a minute alone, longer on a busy shared machine.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CONTACT_EMAIL: 'hola@vitrina.test',
      SECRET_KEY: process.env.E2E_SECRET_KEY,
      // The founding administrators of the admin specs, one per spec and project (they run side by side here).
      ADMIN_EMAILS: ['users', 'microsites', 'links']
        .flatMap((spec) => ['phone', 'desktop'].map((project) => `admin-${spec}-${project}@vitrina.test`))
        .join(','),
      DEMO_DATA: '0',
      // The synchronizer spec serves its feed on loopback.
      SYNC_ALLOW_PRIVATE_HOSTS: '1',
      LOG_LEVEL: 'warn',
      // Every browser and set-up call of the suite comes from 127.0.0.1, two flows at a time: at the default 300
      // requests a minute a quick run was refused mid-flow. The limit itself is the API suite's to test.
      RATE_LIMIT_MAX: '100000',
      // Codes too: every flow's sign-ups and verifications come from this one address.
      CODE_SEND_PER_IP: '100000',
    },
  },
});
