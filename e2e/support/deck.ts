// The swipe deck as the searches' flows use it: an agent's search of a store's flats opened in a browser, the card on
// top, the options drawer, a visitor who signs up when a decision asks them to identify, a store whose flats open on
// a white photo, and the contrast of a control as the screen shows it.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signInContext, signUpByApi, type Account } from './accounts';
import { auth } from './groups';
import { identifyPanel } from './identify';
import { uniqueEmail } from './mail';

/**
 * An agent (signed up through the API as `label`) with a search of the flats of the store `storeId`, and a browser
 * page signed in as them with the deck's guide already seen; the page is left blank, so a test may listen to it
 * before it opens the deck.
 */
export async function agentSearchOfFlats(
  browser: Browser,
  request: APIRequestContext,
  testInfo: TestInfo,
  storeId: number,
  label: string,
  filters: unknown[] = [{ type: 'property', category: 'departamento' }],
) {
  const baseURL = testInfo.project.use.baseURL!;
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`${label}-${testInfo.project.name}`));
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: { uuid: randomUUID(), user_id: storeId, filters },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const context = await browser.newContext({ ...testInfo.project.use, baseURL });
  await signInContext(context, agent);
  await context.addCookies([{ name: 'guide-search', value: '1', url: baseURL }]);
  return { agent, uuid, context, page: await context.newPage() };
}

/** The title of the card on top, once the deck shows one. */
export async function topTitle(page: Page): Promise<string> {
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  return (await card.getAttribute('aria-label')) ?? '';
}

/** Opens 'Opciones de la búsqueda' from the action bar. */
export async function openOptions(page: Page) {
  await page
    .getByRole('button', { name: /^Opciones/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Opciones de la búsqueda' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A visitor asked to identify ('Para utilizar las búsquedas') signs up with a new email and their name. */
export async function signUpWhenAsked(page: Page, email: string, name: string): Promise<void> {
  const identify = identifyPanel(page);
  await expect(identify.getByText('Para utilizar las búsquedas')).toBeVisible();
  await identify.getByLabel('Email').fill(email);
  await identify.getByRole('button', { name: 'Continuar', exact: true }).click();
  await identify.getByLabel('Nombre').fill(name);
  await identify.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(identify).toBeHidden({ timeout: 15_000 });
}

const whiteRoom = readFileSync(fileURLToPath(new URL('../fixtures/white-room.jpg', import.meta.url)));
const livingRoom = readFileSync(fileURLToPath(new URL('../fixtures/living-room.jpg', import.meta.url)));

/**
 * A seller with three public flats on sale whose first photo is a white, empty room (the hardest ground for controls
 * drawn over a photo) and whose second is a living room, made through the API.
 */
export async function sellerWithWhitePhotos(request: APIRequestContext, project: string) {
  const seller: Account = await signUpByApi(request, 'Inés Ferreyra', uniqueEmail(`ines-white-${project}`));
  const titles = [
    'Monoambiente luminoso en Colegiales',
    'Dos ambientes a estrenar en Chacarita',
    'Loft blanco en Villa Crespo',
  ];
  for (const [index, title] of titles.entries()) {
    const form = new FormData();
    const fields = { title, type: 'property', category: 'departamento', operation: 'venta', currency: 'USD' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('amount', String(89000 + index * 12000));
    form.append('public', '1');
    form.append('medias[]', new Blob([whiteRoom], { type: 'image/jpeg' }), 'white-room.jpg');
    form.append('medias[]', new Blob([livingRoom], { type: 'image/jpeg' }), 'living-room.jpg');
    const created = await request.post('/api/account/publication', { headers: auth(seller), multipart: form });
    expect(created.status(), await created.text()).toBe(201);
  }
  const me = await request.get('/api/auth/user', { headers: auth(seller) });
  expect(me.status()).toBe(200);
  return { titles, userId: ((await me.json()) as { user: { id: number } }).user.id };
}

/** What GET /search/{id}/count answers `account` now. */
export async function leftToSee(request: APIRequestContext, account: Account, uuid: string): Promise<number> {
  const response = await request.get(`/api/search/${uuid}/count`, { headers: auth(account) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A round icon button as the screen shows it, read off a screenshot of the viewport: its icon (the brightest pixel
 * near its centre), its backdrop (between the icon's reach and its edge) and what lies just above it, past the shadow.
 */
export async function roundButtonColours(
  page: Page,
  button: Locator,
): Promise<{ icon: Rgb; backdrop: Rgb; around: Rgb }> {
  const box = (await button.boundingBox())!;
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, box, viewportWidth }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const scale = image.width / viewportWidth;
      const at = (x: number, y: number): [number, number, number] => {
        const [r, g, b] = context.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
        return [r, g, b];
      };
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const radius = box.height / 2;
      const brightness = ([r, g, b]: number[]) => r + g + b;
      let icon = at(x, y);
      for (let dx = -8; dx <= 8; dx += 1)
        for (let dy = -8; dy <= 8; dy += 1) {
          const pixel = at(x + dx, y + dy);
          if (brightness(pixel) > brightness(icon)) icon = pixel;
        }
      return { icon, backdrop: at(x, y - (radius + 13) / 2), around: at(x, y - radius - 24) };
    },
    { png, box, viewportWidth: page.viewportSize()!.width },
  );
}
