import { expect, test, type Locator, type Page } from '@playwright/test';
import { agentSearchOfFlats } from './support/deck';
import { auth } from './support/groups';
import { sellerWithPlacedFlats } from './support/listings';
import { snap } from './support/screenshot';

// Web Mercator as the map draws it, to place listings against the grid's cells: the tiles one zoom deeper than the
// map's (decision 012).
const mercatorX = (lng: number) => (lng + 180) / 360;
const mercatorY = (lat: number) => (1 - Math.asinh(Math.tan((lat * Math.PI) / 180)) / Math.PI) / 2;
const lngOf = (x: number) => x * 360 - 180;
const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

type Box = { x: number; y: number; width: number; height: number };

/** Every pair of the map's marker icons whose boxes on screen share any area, by their names. */
async function overlappingMarkers(panel: Locator): Promise<string[]> {
  const icons = panel.locator('.leaflet-marker-icon');
  const boxes: { name: string; box: Box }[] = [];
  for (const icon of await icons.all()) {
    const box = await icon.boundingBox();
    if (box) boxes.push({ name: (await icon.getAttribute('aria-label')) ?? '', box });
  }
  const pairs: string[] = [];
  for (let a = 0; a < boxes.length; a++)
    for (let b = a + 1; b < boxes.length; b++) {
      const [p, q] = [boxes[a].box, boxes[b].box];
      // Half a pixel of tolerance for anti-aliased edges: touching is not covering.
      const apart =
        p.x + p.width <= q.x + 0.5 ||
        q.x + q.width <= p.x + 0.5 ||
        p.y + p.height <= q.y + 0.5 ||
        q.y + q.height <= p.y + 0.5;
      if (!apart) pairs.push(`${boxes[a].name} × ${boxes[b].name}`);
    }
  return pairs;
}

/**
 * Clicks a zoom button of the results map and waits for the markers of the zoom it lands on: asked for when the zoom
 * is new, from the cache when the map was there moments ago.
 */
async function zoomTo(page: Page, panel: Locator, button: 'Acercar' | 'Alejar', zoom: number, asked = true) {
  const answered = asked
    ? page.waitForResponse(
        (response) =>
          response.url().endsWith('/markers') && (response.request().postDataJSON() as { zoom: number }).zoom === zoom,
        { timeout: 15_000 },
      )
    : // The zoom's animation (a quarter of a second) and the wait after a move (250 ms).
      page.waitForTimeout(1500);
  await panel.getByRole('button', { name: button, exact: true }).click();
  await answered;
  await expect(panel.getByText(/publicaciones? en el mapa$/)).toBeVisible({ timeout: 10_000 });
  // The answer is drawn in the frame it arrives in; one more frame for Leaflet to place the icons.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** A blank tile of the map's land colour, so the pictures do not depend on a tile server the machine cannot reach. */
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC',
  'base64',
);

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
  const clusters = panel.getByRole('button', { name: /publicaciones aquí(, ya vistas)?: acercar$/ });
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
    // The builder's code loads first, seconds on a busy machine.
    await expect(step(title)).toBeVisible({ timeout: 20_000 });
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
  const clusters = panel.getByRole('button', { name: /publicaciones aquí(, ya vistas)?: acercar$/ });
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

test('the map of a search: clusters never cover each other below zoom 16, and a grey one says it was seen', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  // An edge between two cells of the zoom-13 grid (the tiles of zoom 14) in Palermo, and the middle of a row.
  const level = 14;
  const column = Math.floor(mercatorX(-58.43) * 2 ** level);
  const row = Math.floor(mercatorY(-34.59) * 2 ** level);
  const edge = lngOf((column + 1) / 2 ** level);
  const middle = latOf((row + 0.5) / 2 ** level);
  const seenRow = latOf((row + 2.5) / 2 ** level);
  // Three flats a few metres west of the edge and three a few metres east: two clusters whose points are a third
  // of a pixel apart at zoom 13. And two more, two rows south, that the agent will have seen.
  const places = [
    ...[-1, 0, 1].map((step) => ({ lat: middle + step * 0.0004, lng: edge - 0.00003 })),
    ...[-1, 0, 1].map((step) => ({ lat: middle + step * 0.0004, lng: edge + 0.00003 })),
    { lat: seenRow, lng: edge - 0.01 },
    { lat: seenRow + 0.0003, lng: edge - 0.0102 },
  ];
  const { userId, flats } = await sellerWithPlacedFlats(
    request,
    `edge-${project}`,
    places.length,
    (index) => places[index],
  );
  const { agent, uuid, context, page } = await agentSearchOfFlats(browser, request, testInfo, userId, 'agente-borde');
  // The agent discards the two flats of the south row (through the API: which card comes first is not the subject).
  const cards = await request.post(`/api/search/${uuid}/results`, { headers: auth(agent), data: { except: [] } });
  expect(cards.status()).toBe(200);
  const byTitle = new Map(
    ((await cards.json()) as { id: number; title: string }[]).map((card) => [card.title, card.id]),
  );
  for (const flat of flats.slice(6)) {
    const decided = await request.post(`/api/search/${uuid}/decision`, {
      headers: auth(agent),
      data: { publication_id: byTitle.get(flat.title), like: false },
    });
    expect(decided.ok(), await decided.text()).toBe(true);
  }

  await page.goto(`/search/${uuid}`);
  await expect(page.getByRole('article')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Ubicación en mapa', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Ubicación en mapa' });
  await expect(panel.getByText(`${places.length} publicaciones en el mapa`)).toBeVisible({ timeout: 15_000 });
  // Zoom 13: the two clusters on either side of the edge, each whole and apart, and the seen pair named as seen.
  await expect(panel.getByRole('button', { name: '3 publicaciones aquí: acercar' })).toHaveCount(2);
  expect(await overlappingMarkers(panel)).toEqual([]);
  const seen = panel.getByRole('button', { name: '2 publicaciones aquí, ya vistas: acercar' });
  await expect(seen).toBeVisible();
  await snap(page, testInfo, 'search-map-clusters');

  // Zoom 14 puts the four clusters' points at one corner of four cells; 15 splits them again; then back out.
  await zoomTo(page, panel, 'Acercar', 14);
  expect(await panel.locator('.leaflet-marker-icon').count()).toBeGreaterThanOrEqual(4);
  expect(await overlappingMarkers(panel)).toEqual([]);
  await snap(page, testInfo, 'search-map-clusters-14');
  await zoomTo(page, panel, 'Acercar', 15);
  expect(await overlappingMarkers(panel)).toEqual([]);
  await zoomTo(page, panel, 'Alejar', 14, false);
  expect(await overlappingMarkers(panel)).toEqual([]);
  await zoomTo(page, panel, 'Alejar', 13, false);
  expect(await overlappingMarkers(panel)).toEqual([]);
  await context.close();
});

test('the area picker opens on the store’s listings, and says so when the map’s tiles cannot load', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { slug, userId, flats } = await sellerWithPlacedFlats(request, `zona-${project}`, 6);
  const { context, page, agent } = await agentSearchOfFlats(browser, request, testInfo, userId, 'agente-zona');
  const step = (title: string) => page.getByRole('region', { name: title });
  const choose = async (title: string, option: string) => {
    // The builder's code loads first, seconds on a busy machine.
    await expect(step(title)).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(800);
    await step(title).getByRole('button', { name: option, exact: true }).click();
  };
  const openPicker = async () => {
    await page.goto(`/${slug}/search`);
    await choose('Tipo', 'Inmueble');
    await choose('Categoría', 'Departamento');
    await step('Zona en el mapa')
      .getByRole('button', { name: /^Zona en el mapa/ })
      .click();
    await step('Zona en el mapa').getByRole('button', { name: 'Elegir zona en el mapa' }).click();
    const picker = page.getByRole('dialog', { name: 'Zona de la búsqueda' });
    await expect(picker.locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
    return picker;
  };

  // Tiles that cannot load: the grey field says why, with a way to try again.
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  let picker = await openPicker();
  const notice = picker.getByRole('status').filter({ hasText: 'No se pudieron cargar las imágenes del mapa' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toHaveText(/revisá tu conexión y reintentá/);
  await snap(page, testInfo, 'search-area-picker-offline');

  // Tiles that load: no notice. The map shows the store's flats in Palermo, not the Obelisco.
  await page.unroute('**/tile.openstreetmap.org/**');
  await page.route('**/tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blankTile }),
  );
  picker = await openPicker();
  await expect(picker.locator('img.leaflet-tile-loaded').first()).toBeVisible({ timeout: 15_000 });
  await expect(picker.getByText('No se pudieron cargar las imágenes del mapa', { exact: false })).toHaveCount(0);
  await snap(page, testInfo, 'search-area-picker-store');
  await picker.getByRole('button', { name: 'Buscar en esta zona' }).click();
  await expect(picker).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const uuid = page.url().split('/').at(-1)!;
  const search = await request.get(`/api/search/${uuid}`, { headers: auth(agent) });
  const [filter] = (
    (await search.json()) as { filters: { area: { north: number; south: number; east: number; west: number } }[] }
  ).filters;
  const inside = (point: { lat: number; lng: number }) =>
    filter.area.south <= point.lat &&
    point.lat <= filter.area.north &&
    filter.area.west <= point.lng &&
    point.lng <= filter.area.east;
  for (const flat of flats) expect(inside(flat), flat.title).toBe(true);
  expect(inside({ lat: -34.6037, lng: -58.3816 })).toBe(false);
  await context.close();
});
