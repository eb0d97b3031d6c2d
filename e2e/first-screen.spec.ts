// A link as a client meets it: the page arrives drawn by the server, so it shows before the app's code runs (here,
// with no JavaScript at all), and the app then takes the same page over without redrawing it or complaining.
import { expect, test, type Page } from '@playwright/test';
import { identifyPanel } from './support/identify';
import { sellerWithFlats } from './support/listings';
import { snap } from './support/screenshot';

/** Errors the page logs while it starts: a hydration that does not match the server's HTML says so here. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a shared search shows its first card before the app runs, then swipes', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const { titles, seller, userId } = await sellerWithFlats(request, testInfo.project.name);
  const headers = { Authorization: `Bearer ${seller.token.access_token}` };
  // In the seller's store only: other flows publish flats on sale at the same time, and the newest comes first.
  const created = await request.post('/api/search', {
    headers,
    data: {
      uuid: crypto.randomUUID(),
      user_id: userId,
      filters: [{ type: 'property', category: 'departamento', operation: 'venta' }],
    },
  });
  expect(created.status()).toBe(201);
  const search = (await created.json()) as { id: number; uuid: string };
  expect((await request.put(`/api/search/${search.id}`, { headers, data: { shareable: true } })).status()).toBe(200);

  // The HTML itself holds the card: a chat's in-app browser, or a slow phone, paints it at once.
  const html = await (await request.get(`/search/${search.uuid}`)).text();
  const inHtml = titles.filter((title) => html.includes(title));
  expect(inHtml.length).toBeGreaterThan(0);

  const noScript = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`/search/${search.uuid}`);
  await expect(still.getByRole('article')).toBeVisible();
  // Without the app its controls do nothing, and the page says so.
  await expect(still.locator('#root')).toHaveAttribute('aria-disabled', 'true');
  await expect(still.getByRole('article').getByRole('img')).toHaveJSProperty('complete', true);
  await noScript.close();

  const errors = consoleErrors(page);
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  await page.goto(`/search/${search.uuid}`);
  const card = page.getByRole('article');
  const first = await card.getAttribute('aria-label');
  expect(titles).toContain(first);
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
  // The page's own styles came inside its HTML: the app, taking the page over, does not fetch them again.
  const inlined = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inlined.length).toBeGreaterThan(0);
  expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([]);
  await snap(page, testInfo, 'first-screen-deck');
  // The app took over: the buttons decide (a visitor is asked who they are, as anywhere else).
  await page.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await expect(identifyPanel(page)).toBeVisible();
  await expect(identifyPanel(page)).toContainText('Para utilizar las búsquedas');
  expect(errors).toEqual([]);
});

test('the home and a store arrive drawn, and the app takes them over without an error', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const { slug } = await sellerWithFlats(request, testInfo.project.name, {
    name: 'Rocío Ledesma',
    slug: 'rocio-propiedades',
  });
  const home = await (await request.get('/')).text();
  expect(home).toContain('Encontrá lo que buscás, una tarjeta a la vez.');
  const store = await (await request.get(`/${slug}`)).text();
  expect(store).toContain('Rocío Ledesma');

  const noScript = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto(`/${slug}`);
  await expect(still.getByRole('heading', { name: 'Rocío Ledesma' })).toBeVisible();
  await noScript.close();

  const errors = consoleErrors(page);
  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { name: 'Rocío Ledesma' })).toBeVisible();
  await snap(page, testInfo, 'first-screen-store');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Encontrá lo que buscás, una tarjeta a la vez.' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar ahora' }).click();
  await expect(identifyPanel(page)).toBeVisible();
  expect(errors).toEqual([]);
});
