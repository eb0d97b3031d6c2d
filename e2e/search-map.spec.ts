import { expect, test } from '@playwright/test';
import { agentSearchOfFlats } from './support/deck';
import { sellerWithPlacedFlats } from './support/listings';
import { snap } from './support/screenshot';

test('the map of a search: clusters that zoom in, a listing opened from its price, and an area chosen in the wizard', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const { slug, userId, flats } = await sellerWithPlacedFlats(request, `map-${project}`, 12);
  const { uuid, context, page } = await agentSearchOfFlats(browser, request, testInfo, userId, 'agente-map');
  // Every script the page fetches, to see when the map's code (Leaflet, known by its container's class) arrives.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const leafletLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes('leaflet-container'));
  await page.goto(`/search/${uuid}`);
  await expect(page.getByRole('article')).toHaveCount(1, { timeout: 15_000 });
  // One decision, so the map has a listing to show as seen.
  await page.getByRole('button', { name: 'No me gusta', exact: true }).click();

  // The map: at zoom 13 the flats a few blocks apart are one cluster; a tap zooms in until prices show. Its code
  // is fetched only when it opens.
  expect(await leafletLoaded()).toBe(false);
  await page.getByRole('button', { name: 'Ubicación en mapa', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Ubicación en mapa' });
  await expect(panel).toBeVisible();
  expect(await leafletLoaded()).toBe(true);
  await expect(panel.getByText(`${flats.length} publicaciones en el mapa`)).toBeVisible({ timeout: 15_000 });
  await snap(page, testInfo, 'search-map');
  // A tap on a cluster zooms in; from zoom 16 every listing is a price of its own, the one decided muted.
  const pills = panel.getByRole('button', { name: /^Publicación de .*: ver detalle$/ });
  const clusters = panel.getByRole('button', { name: /publicaciones aquí: acercar$/ });
  await expect(clusters.first()).toBeVisible({ timeout: 10_000 });
  for (let tries = 0; tries < 6 && (await clusters.count()) > 0; tries += 1) {
    await clusters.first().click();
    await page.waitForTimeout(1500);
  }
  await expect(pills.first()).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole('button', { name: /, ya vista: ver detalle$/ })).toHaveCount(1, { timeout: 10_000 });
  await snap(page, testInfo, 'search-map-zoomed');
  await pills.first().click();
  const detail = page.getByRole('dialog', { name: /Departamento \d ambientes? en/ });
  await expect(detail).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');

  // The wizard's area step: the visible zone becomes the filter's area, and the title says so.
  await page.goto(`/${slug}/search`);
  const step = (title: string) => page.getByRole('region', { name: title });
  const choose = async (title: string, option: string) => {
    await expect(step(title)).toBeVisible();
    await page.waitForTimeout(800);
    await step(title).getByRole('button', { name: option, exact: true }).click();
  };
  await choose('Tipo', 'Inmueble');
  await choose('Categoría', 'Departamento');
  await step('Zona en el mapa')
    .getByRole('button', { name: /^Zona en el mapa/ })
    .click();
  await step('Zona en el mapa').getByRole('button', { name: 'Elegir zona en el mapa' }).click();
  const picker = page.getByRole('dialog', { name: 'Zona de la búsqueda' });
  await expect(picker.getByRole('button', { name: 'Buscar en esta zona' })).toBeVisible({ timeout: 15_000 });
  await snap(page, testInfo, 'search-area-picker');
  await picker.getByRole('button', { name: 'Buscar en esta zona' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Título de la búsqueda')).toHaveText(/en la zona elegida/);
  await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /en la zona elegida/ })).toBeVisible();
  await context.close();
});

test('the map of a search: the flats of one building are one marker that lists them', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  // Three flats in one building, and one a block and a half away.
  const building = { lat: -34.5912, lng: -58.4301 };
  const { userId } = await sellerWithPlacedFlats(request, `building-${project}`, 4, (index) =>
    index < 3 ? building : { lat: building.lat + 0.0015, lng: building.lng + 0.0015 },
  );
  const { uuid, context, page } = await agentSearchOfFlats(browser, request, testInfo, userId, 'agente-edificio');
  await page.goto(`/search/${uuid}`);
  await expect(page.getByRole('article')).toHaveCount(1, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Ubicación en mapa', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Ubicación en mapa' });
  await expect(panel.getByText('4 publicaciones en el mapa')).toBeVisible({ timeout: 15_000 });
  // Cluster taps zoom in until every listing stands alone: the building's three stay one marker.
  const clusters = panel.getByRole('button', { name: /publicaciones aquí: acercar$/ });
  const stack = panel.getByRole('button', { name: '3 publicaciones en este lugar: ver cuáles' });
  for (let tries = 0; tries < 6 && !(await stack.isVisible()); tries += 1) {
    if ((await clusters.count()) > 0) await clusters.first().click();
    await page.waitForTimeout(1500);
  }
  await expect(stack).toBeVisible({ timeout: 10_000 });
  await stack.click();
  const sheet = panel.getByRole('dialog', { name: '3 publicaciones en este lugar' });
  await expect(sheet.getByRole('button', { name: /^Publicación de .*: ver detalle$/ })).toHaveCount(3);
  await snap(page, testInfo, 'search-map-building');
  await sheet
    .getByRole('button', { name: /^Publicación de .*: ver detalle$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Departamento \d ambientes? en/ })).toBeVisible({ timeout: 10_000 });
  await context.close();
});
