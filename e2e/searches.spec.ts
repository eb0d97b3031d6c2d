import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { agentSearchOfFlats, contrast, leftToSee, roundButtonColours, sellerWithWhitePhotos } from './support/deck';
import { auth } from './support/groups';
import { identifyPanel } from './support/identify';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

/** The card on top of the deck: the one a decision applies to, named by its listing's title (the rest are hidden). */
function topCard(page: Page): Locator {
  return page.getByRole('article');
}

/** The title of the card on top, once the deck shows one. */
async function topTitle(page: Page, titles: string[]): Promise<string> {
  await expect(topCard(page)).toHaveCount(1, { timeout: 15_000 });
  const title = (await topCard(page).getAttribute('aria-label')) ?? '';
  expect(titles).toContain(title);
  return title;
}

/** Waits until the card on top is no longer `title`: the decision on it went through and the next one came. */
async function gone(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0, { timeout: 10_000 });
}

/** Drags the top card sideways by `dx` pixels with the pointer, as a finger or a mouse would. */
async function drag(page: Page, dx: number): Promise<void> {
  const box = await topCard(page).boundingBox();
  if (!box) throw new Error('No hay tarjeta para arrastrar');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y + step);
  await page.mouse.up();
}

/**
 * Taps a one-tap answer once its step has opened and settled. The wizard scrolls a step that opens into view 300 ms
 * later (product.md, Searches: Builder); a tap racing that scroll would land on whatever moved under it, as a hurried
 * finger would.
 */
async function answer(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  await page.waitForTimeout(800);
  await button.click();
}

/** The search as the API answers it to the signed-in browser: its counts of decisions. */
async function searchCounts(page: Page, request: APIRequestContext, uuid: string) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-token') ?? 'null'));
  const response = await request.get(`/api/search/${uuid}?type=complete`, {
    headers: { Authorization: `Bearer ${token.access_token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const search = (await response.json()) as { decisions_true_count: number; decisions_false_count: number };
  return { likes: search.decisions_true_count, discards: search.decisions_false_count };
}

test('a visitor builds a property search, swipes, signs in to like, and resumes it from the history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const { slug, titles } = await sellerWithFlats(request, project);
  const decided = new Set<string>();
  // The onboarding guide was seen already (it has its own component tests): it would stop the drags halfway.
  await page.context().addCookies([{ name: 'guide-search', value: '1', url: testInfo.project.use.baseURL! }]);

  // From the store, 'Buscar' opens the builder over this store's listings.
  await page.goto(`/${slug}`);
  await page.getByRole('main').getByRole('link', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/search$`));
  await expect(page.getByText('Carolina Benítez').first()).toBeVisible();

  // The wizard: a one-tap type, category and operation, each moving on by itself.
  await answer(page, 'Inmueble');
  await answer(page, 'Departamento');
  await answer(page, 'Venta');
  await expect(page.getByText('Departamento en venta').first()).toBeVisible();
  await snap(page, testInfo, 'search-builder');
  await page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true }).click();

  await expect(page).toHaveURL(/\/search\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  const uuid = page.url().split('/').pop()!;
  const first = await topTitle(page, titles);
  await snap(page, testInfo, 'search-deck');

  // A visitor who likes is asked to identify; after signing up the like goes through.
  await page.getByRole('button', { name: 'Me gusta', exact: true }).click();
  const panel = identifyPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Para utilizar las búsquedas')).toBeVisible();
  await panel.getByLabel('Email').fill(uniqueEmail(`visitante-search-${project}`));
  await panel.getByRole('button', { name: 'Continuar', exact: true }).click();
  await panel.getByLabel('Nombre').fill('Martina Sosa');
  await panel.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(panel).toBeHidden({ timeout: 15_000 });
  decided.add(first);
  await gone(page, first);
  await expect.poll(() => searchCounts(page, request, uuid)).toEqual({ likes: 1, discards: 0 });

  // Swipe right likes, swipe left discards.
  const second = await topTitle(page, titles);
  await drag(page, 220);
  decided.add(second);
  await gone(page, second);
  const third = await topTitle(page, titles);
  await drag(page, -220);
  decided.add(third);
  await gone(page, third);
  await expect.poll(() => searchCounts(page, request, uuid)).toEqual({ likes: 2, discards: 1 });

  // A short drag decides nothing: the card comes back.
  const fourth = await topTitle(page, titles);
  await drag(page, 60);
  await expect(topCard(page)).toHaveAttribute('aria-label', fourth);

  // Holding the like button 1.5 s superlikes; undo brings the card back.
  const like = page.getByRole('button', { name: 'Me gusta', exact: true });
  await like.hover();
  await page.mouse.down();
  await page.waitForTimeout(1800);
  await page.mouse.up();
  await gone(page, fourth);
  await expect.poll(() => searchCounts(page, request, uuid)).toEqual({ likes: 3, discards: 1 });
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(topCard(page)).toHaveAttribute('aria-label', fourth, { timeout: 10_000 });
  await expect.poll(() => searchCounts(page, request, uuid)).toEqual({ likes: 2, discards: 1 });

  // The detail of the card on top.
  await topCard(page).getByRole('button', { name: fourth }).click();
  const detail = page.getByRole('dialog', { name: fourth });
  await expect(detail).toBeVisible({ timeout: 15_000 });
  await snap(page, testInfo, 'search-detail');
  await detail.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(detail).toBeHidden();

  // The history lists the search; 'Continuar búsqueda' resumes where it stopped: what was decided never returns.
  await page.goto('/account/search/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Listado de tus busquedas' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Departamento en venta' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Carolina Benítez')).toBeVisible();
  await snap(page, testInfo, 'search-history');
  await row.getByRole('button', { name: /^Opciones de / }).click();
  await page.getByRole('menuitem', { name: 'Continuar búsqueda' }).click();
  await expect(page).toHaveURL(new RegExp(`/search/${uuid}$`));

  const remaining = titles.filter((title) => !decided.has(title));
  const resumed = await topTitle(page, titles);
  expect(remaining).toContain(resumed);
  // The keyboard decides too: up superlikes, left discards.
  await page.keyboard.press('ArrowUp');
  await gone(page, resumed);
  const last = await topTitle(page, titles);
  expect(remaining).toContain(last);
  await page.keyboard.press('ArrowLeft');

  // Nothing left: the final slide.
  await expect(page.getByText('Llegaste al final')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => searchCounts(page, request, uuid)).toEqual({ likes: 3, discards: 2 });
  await snap(page, testInfo, 'search-final');
});

test('a search with no results says nothing matches yet, with other filters and the alert', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { userId, slug } = await sellerWithFlats(request, testInfo.project.name);
  // The store sells flats only: a search of its houses has nothing to show, and nobody has decided anything in it.
  const { agent, uuid, context, page } = await agentSearchOfFlats(browser, request, testInfo, userId, 'empty-search', [
    { type: 'property', category: 'casa' },
  ]);
  await page.goto(`/search/${uuid}`);
  const slide = page.getByRole('region', { name: 'Todavía no hay publicaciones para esta búsqueda' });
  await expect(slide).toBeVisible({ timeout: 30_000 });
  await expect(slide.getByText(/Ninguna publicación coincide con estos filtros por ahora/)).toBeVisible();
  await expect(page.getByText('Llegaste al final')).toHaveCount(0);
  await expect(page.getByText(/Ya viste todas/)).toHaveCount(0);
  await snap(page, testInfo, 'search-empty');

  await slide.getByRole('button', { name: 'Avisarme de nuevas publicaciones' }).click();
  await expect(
    slide.getByText('Listo: te vamos a avisar cuando haya publicaciones nuevas para esta búsqueda.'),
  ).toBeVisible();
  const stored = await request.get(`/api/search/${uuid}?type=complete`, { headers: auth(agent) });
  expect(((await stored.json()) as { alert: boolean }).alert).toBe(true);
  await snap(page, testInfo, 'search-empty-alert');

  await slide.getByRole('link', { name: 'Cambiar filtros' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/search$`));
  await context.close();
});

test('the deck keeps the side margins, Enter keeps deciding, and the lightbox arrows stand out on a white photo', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { titles, userId } = await sellerWithWhitePhotos(request, testInfo.project.name);
  const { agent, uuid, context, page } = await agentSearchOfFlats(browser, request, testInfo, userId, 'white-deck');
  await page.goto(`/search/${uuid}`);
  const first = await topTitle(page, titles);

  // The card keeps the side margins of every other screen (a container's 16 px) and all the width between them.
  const card = (await topCard(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  const bar = page.getByRole('toolbar', { name: 'Acciones sobre la publicación' }).getByRole('button');
  const firstButton = (await bar.first().boundingBox())!;
  const lastButton = (await bar.last().boundingBox())!;
  if (width < 500) {
    expect(Math.round(card.x)).toBe(16);
    expect(Math.round(width - card.x - card.width)).toBe(16);
    // The action bar fits between the same margins.
    expect(firstButton.x).toBeGreaterThanOrEqual(16);
    expect(lastButton.x + lastButton.width).toBeLessThanOrEqual(width - 16);
  } else expect(Math.round(card.width)).toBe(512);
  await snap(page, testInfo, 'search-deck-card');

  // 'No me gusta' pressed with Enter keeps the focus: Enter again decides the next card.
  const discard = page.getByRole('button', { name: 'No me gusta', exact: true });
  await discard.focus();
  await page.keyboard.press('Enter');
  await gone(page, first);
  await expect(discard).toBeFocused();
  const second = await topTitle(page, titles);
  await page.keyboard.press('Enter');
  await gone(page, second);
  await expect(discard).toBeFocused();
  // The count the options button shows is the API's once the decisions settled.
  await expect.poll(() => leftToSee(request, agent, uuid)).toBe(1);
  await expect(page.getByRole('button', { name: 'Opciones (1 publicación por ver)' })).toBeVisible();

  // The lightbox over the white photo: its arrows are a dark circle with a white arrow that stand out from it.
  const third = await topTitle(page, titles);
  await topCard(page).getByRole('button', { name: third }).click();
  const detail = page.getByRole('dialog', { name: third });
  await expect(detail).toBeVisible({ timeout: 15_000 });
  await detail.getByRole('button', { name: 'Ver imagen 1' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Imagen 1 de 2' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: `Imagen 1 de ${third}` })).toBeVisible();
  await snap(page, testInfo, 'search-lightbox-light-photo');
  for (const name of ['Anterior', 'Siguiente']) {
    const { icon, backdrop, around } = await roundButtonColours(page, lightbox.getByRole('button', { name }));
    expect(contrast(icon, backdrop), `${name}: the arrow on its circle`).toBeGreaterThanOrEqual(4.5);
    // On a phone the arrows lie over the photo itself: the circle must stand out from its white.
    if (width < 500) {
      expect(contrast(around, [255, 255, 255]), `${name}: what lies around it is the white photo`).toBeLessThan(1.2);
      expect(contrast(backdrop, around), `${name}: the circle on the photo`).toBeGreaterThanOrEqual(3);
    }
  }

  // Escape closes the lightbox alone; the next one closes the detail.
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await page.waitForTimeout(500);
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await context.close();
});
