// Without a connection (product.md, Notifications and the installable app: Offline): the service worker starts the app
// and a home it has seen, and a decision made on the deck offline waits as pending and reaches the API once the
// connection returns, or, when the app was closed meanwhile, the next time it opens on any page.
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signInContext, signUpByApi, type Account } from './support/accounts';
import { topTitle } from './support/deck';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

/**
 * The install and notification panels were already answered (they have their own specs): they would cover the
 * pages photographed here.
 */
function promptsAnswered(baseURL: string) {
  return ['permission-notification', 'permission-install', 'guide-search'].map((name) => ({
    name,
    value: '1',
    url: baseURL,
  }));
}

/** The project's context options with the app's service worker running, which the suite blocks elsewhere. */
function withServiceWorker(testInfo: TestInfo, options: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...testInfo.project.use, serviceWorkers: 'allow', ...options };
}

/** Waits until the service worker runs the page: from then on the app's files come from its cache. */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

/** The search's counts of decisions as the API keeps them (the counters follow a decision within a second). */
async function counts(request: APIRequestContext, account: Account, uuid: string) {
  const response = await request.get(`/api/search/${uuid}?type=complete`, {
    headers: { Authorization: `Bearer ${account.token.access_token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const search = (await response.json()) as { decisions_true_count: number; decisions_false_count: number };
  return { likes: search.decisions_true_count, discards: search.decisions_false_count };
}

/**
 * A seller's flats and an agent's search of them, made through the API, and a browser context signed in as the agent
 * who has answered the prompts: a deck ready to swipe.
 */
async function deckToSwipe(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  name: string,
  prefix: string,
) {
  const project = testInfo.project.name;
  const { titles, userId } = await sellerWithFlats(request, `offline-${prefix}-${project}`);
  const agent = await signUpByApi(request, name, uniqueEmail(`offline-${prefix}-${project}`));
  const created = await request.post('/api/search', {
    headers: { Authorization: `Bearer ${agent.token.access_token}` },
    data: { uuid: randomUUID(), user_id: userId, filters: [{ type: 'property', category: 'departamento' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const context = await browser.newContext(withServiceWorker(testInfo));
  await signInContext(context, agent);
  await context.addCookies(promptsAnswered(testInfo.project.use.baseURL!));
  return { titles, agent, uuid, context };
}

test('the service worker starts the app offline, into a home it has seen', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const { slug } = await sellerWithFlats(request, `offline-${project}`);
  const visitor = await signUpByApi(request, 'Julieta Paz', uniqueEmail(`offline-start-${project}`));
  const context = await browser.newContext(withServiceWorker(testInfo));
  await signInContext(context, visitor);
  await context.addCookies(promptsAnswered(testInfo.project.use.baseURL!));
  const page = await context.newPage();

  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { name: 'Carolina Benítez' })).toBeVisible({ timeout: 15_000 });
  await controlled(page);
  // Seen once more with the worker in charge, which keeps the home's answers.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Carolina Benítez' })).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  const network = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'en línea',
      () => 'sin conexión',
    ),
  );
  expect(network).toBe('sin conexión');
  await page.reload();
  // The app, not the browser's error page: the shell, and the store as it was last seen.
  await expect(page.getByTestId('app-header')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Carolina Benítez' })).toBeVisible({ timeout: 15_000 });
  await snap(page, testInfo, 'offline-start');

  // Another person's token is never answered with what was kept for this one.
  const other = await signUpByApi(request, 'Tomás Ríos', uniqueEmail(`offline-other-${project}`));
  const kept = await page.evaluate(
    async ([own, theirs]) => {
      const ask = (token: string) =>
        fetch('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } }).then(
          (response) => response.status,
          () => 'sin conexión',
        );
      return { own: await ask(own), theirs: await ask(theirs) };
    },
    [visitor.token.access_token, other.token.access_token],
  );
  expect(kept).toEqual({ own: 200, theirs: 'sin conexión' });
  await context.close();
});

test('a decision made offline shows as pending and reaches the API when back online', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { titles, agent, uuid, context } = await deckToSwipe(browser, request, testInfo, 'Valentina Gómez', 'deck');
  const page = await context.newPage();
  await page.goto(`/search/${uuid}`);
  const first = await topTitle(page);
  expect(titles).toContain(first);
  // As for a returning person: the worker keeps the app's code, so a screen opened offline still loads.
  await controlled(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').getByText('Sin conexión')).toBeVisible();
  await page.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await expect(page.getByText('1 decisión sin enviar')).toBeVisible();
  await expect(page.getByRole('article', { name: first, exact: true })).toHaveCount(0, { timeout: 10_000 });
  const second = await topTitle(page);
  await page.getByRole('button', { name: 'No me gusta', exact: true }).click();
  await expect(page.getByText('2 decisiones sin enviar')).toBeVisible();
  await expect(page.getByRole('article', { name: second, exact: true })).toHaveCount(0, { timeout: 10_000 });
  await topTitle(page);
  await snap(page, testInfo, 'search-deck-offline-pending');
  expect(await counts(request, agent, uuid)).toEqual({ likes: 0, discards: 0 });

  await context.setOffline(false);
  await expect(page.getByText(/sin enviar/)).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => counts(request, agent, uuid), { timeout: 15_000 }).toEqual({ likes: 1, discards: 1 });
  await snap(page, testInfo, 'search-deck-offline-sent');
  await context.close();
});

test('a decision left unsent when the app closed reaches the API the next time it opens, on the home', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { agent, uuid, context } = await deckToSwipe(browser, request, testInfo, 'Martina Sosa', 'closed');
  const deck = await context.newPage();
  await deck.goto(`/search/${uuid}`);
  await topTitle(deck);
  await context.setOffline(true);
  await deck.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await expect(deck.getByText('1 decisión sin enviar')).toBeVisible();
  // The app is closed before the connection comes back: the browser keeps its storage, the queue in IndexedDB too.
  const stored = await context.storageState({ indexedDB: true });
  await context.close();
  expect(await counts(request, agent, uuid)).toEqual({ likes: 0, discards: 0 });

  const reopened = await browser.newContext(withServiceWorker(testInfo, { storageState: stored }));
  const home = await reopened.newPage();
  await home.goto('/');
  await expect.poll(() => counts(request, agent, uuid), { timeout: 15_000 }).toEqual({ likes: 1, discards: 0 });
  await reopened.close();
});
