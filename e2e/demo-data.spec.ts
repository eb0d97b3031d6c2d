// What a newcomer meets first: the built server started on a new embedded database loads the demo data set (the
// suite's own server runs with DEMO_DATA=0, so this spec starts a second one on a free port and a folder of its
// own). A store's gallery and a first deck show drawn photos, a different one on every card, at both widths.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { answeredPromptCookies } from './support/prompts';
import { snapAt } from './support/screenshot';

const root = fileURLToPath(new URL('..', import.meta.url));
const widths = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

let server: ChildProcess | undefined;
let dataDir = '';
let baseURL = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

// One server serves both widths: the spec runs in one project and opens a phone and a desktop page itself.
test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'the demo server is started once, for both widths');
  // Migrating a new database and drawing the demo set's pictures: minutes on a busy shared machine.
  test.setTimeout(420_000);
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-demo-'));
  baseURL = `http://127.0.0.1:${port}`;
  // This very Node, by its path, with only the server's own variables.
  server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      CONTACT_EMAIL: 'hola@vitrina.test',
      SECRET_KEY: 'vitrina-e2e-demo-secret-key-for-this-spec',
      DEMO_DATA: '1',
      WORKER: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status ?? 0, {
      message: 'esperando el servidor con los datos de demostración',
      timeout: 400_000,
      intervals: [1000, 2000, 5000],
    })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function pageAt(browser: Browser, width: keyof typeof widths): Promise<Page> {
  const context = await browser.newContext({ ...widths[width], baseURL, locale: 'es-AR' });
  // Cookies belong to the host, not the port: the suite's answered prompts hold for this server too.
  await context.addCookies(answeredPromptCookies());
  await context.addCookies([{ name: 'guide-search', value: '1', url: baseURL }]);
  return context.newPage();
}

/** The gallery's pictures once they have loaded, in the order the tiles show them. */
async function galleryPictures(page: Page): Promise<string[]> {
  const tiles = page.getByRole('main').getByRole('listitem').getByRole('img');
  await expect(tiles.first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => tiles.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  return tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
}

for (const width of ['phone', 'desktop'] as const) {
  test(`a demo store shows a different drawn picture on every tile (${width})`, async ({ browser }) => {
    const page = await pageAt(browser, width);
    for (const [slug, name] of [
      ['gomez-propiedades', 'Valentina Gómez'],
      ['flor-diaz-showroom', 'Florencia Díaz'],
    ]) {
      await page.goto(`/${slug}`);
      await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 15_000 });
      const pictures = await galleryPictures(page);
      expect(pictures.length, slug).toBeGreaterThanOrEqual(8);
      // No two tiles alike, and each one the listing's own drawing.
      expect(new Set(pictures).size, slug).toBe(pictures.length);
      for (const src of pictures)
        expect(src).toMatch(/\/uploads\/publications\/seed\/[a-z-]+\/listing-\d+-thumb\.jpg$/);
      await snapAt(page, width, `demo-store-${slug}`);
    }

    // A listing's photos differ from each other too: its own cover, then the other rooms, on the listing's page.
    await page.goto('/gomez-propiedades');
    const tile = page
      .getByRole('main')
      .getByRole('link', { name: /^Ver Departamento/ })
      .first();
    await tile.click();
    await expect(page).toHaveURL(/\/publication\/\d+$/);
    const detail = page.getByRole('main');
    await expect(detail.getByRole('button', { name: 'Miniatura 2' })).toBeVisible({ timeout: 15_000 });
    const thumbs = detail.getByRole('button', { name: /^Miniatura \d+$/ }).locator('img:not([aria-hidden="true"])');
    const sources = await thumbs.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sources).size).toBe(sources.length);
    await expect
      .poll(() => thumbs.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
      .toBe(true);
    await snapAt(page, width, 'demo-listing-detail');
    await page.context().close();
  });

  test(`a first deck of the demo data deals cards with their own photos (${width})`, async ({ browser }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const signup = await api.post('/api/auth/signup', {
      data: { email: `recien-llegada-${width}-${Date.now()}@vitrina.test`, name: 'Paula Medina' },
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const token = await signup.json();
    const store = await api.get('/api/user/gomez-propiedades');
    expect(store.status()).toBe(200);
    const created = await api.post('/api/search', {
      headers: { Authorization: `Bearer ${token.access_token}` },
      data: {
        uuid: randomUUID(),
        user_id: ((await store.json()) as { id: number }).id,
        filters: [{ type: 'property', category: 'departamento' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    await api.dispose();

    const page = await pageAt(browser, width);
    await page
      .context()
      .addInitScript((value) => window.localStorage.setItem('auth-token', JSON.stringify(value)), token);
    await page.goto(`/search/${uuid}`);
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1, { timeout: 20_000 });
    const photo = card.locator('img').last();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(
      /\/uploads\/publications\/seed\/[a-z-]+\/listing-\d+\.jpg$/,
    );
    await snapAt(page, width, 'demo-deck');
    await page.context().close();
  });
}
