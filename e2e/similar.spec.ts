// «Parecidas» below a listing's page (product.md, Listings: Detail): the nearest listing of the same kind is the first
// card, and tapping it opens that listing's own page.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

const livingRoom = readFileSync(fileURLToPath(new URL('./fixtures/living-room.jpg', import.meta.url)));
const balcony = readFileSync(fileURLToPath(new URL('./fixtures/balcony.jpg', import.meta.url)));

/** Three flats for sale a few blocks apart in Chubut, away from every other listing (one place per project and run). */
async function flatsInTown(request: APIRequestContext, project: string) {
  const seller = await signUpByApi(request, 'Lucía Fernández', uniqueEmail(`lucia-similar-${project}`));
  const headers = { Authorization: `Bearer ${seller.token.access_token}` };
  // The suite's database outlives a run: each run stands its flats 2 km from the last one's, so they never meet.
  const slot = Math.floor(Date.now() / 1000) % 50;
  const town = { lat: (project === 'phone' ? -45.2 : -46.4) - slot * 0.02, lng: -67.5 };
  const flats = [
    { title: 'Departamento 3 ambientes frente al mar', rooms: 3, amount: 98000, offset: 0, photo: livingRoom },
    { title: 'Departamento 3 ambientes con balcón', rooms: 3, amount: 104000, offset: 0.003, photo: balcony },
    { title: 'Departamento 2 ambientes luminoso', rooms: 2, amount: 76000, offset: 0.009, photo: livingRoom },
  ];
  const ids: number[] = [];
  for (const flat of flats) {
    const form = new FormData();
    const fields: Record<string, string> = {
      title: flat.title,
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: String(flat.amount),
      public: '1',
      'address[title]': `Avenida Rivadavia ${1200 + ids.length * 150}, Comodoro Rivadavia, Chubut`,
      'address[lat]': String(town.lat + flat.offset),
      'address[lng]': String(town.lng),
      'extras[rooms][total]': String(flat.rooms),
      'extras[areas][covered]': String(flat.rooms * 24),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('medias[]', new Blob([flat.photo], { type: 'image/jpeg' }), 'foto.jpg');
    const created = await request.post('/api/account/publication', { headers, multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  return flats.map((flat, index) => ({ ...flat, id: ids[index] }));
}

/**
 * «Parecidas» is read once its place comes near the screen: below the listing, as someone scrolls down the page
 * (again, in case the first scroll came before the app had taken the page over).
 */
async function scrollTo(page: Page, similar: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(similar).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test('a listing’s page offers «Parecidas», and tapping one opens its page', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const [first, second, third] = await flatsInTown(request, testInfo.project.name);
  await page.goto(`/publication/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Parecidas' });
  await scrollTo(page, similar);
  const cards = similar.getByRole('link');
  await expect(cards.nth(0)).toHaveAttribute('href', `/publication/${second.id}`);
  await expect(cards.nth(0)).toContainText(second.title);
  await expect(cards.nth(0)).toContainText('104.000');
  await expect(cards.nth(1)).toHaveAttribute('href', `/publication/${third.id}`);
  await expect(similar.locator(`a[href="/publication/${first.id}"]`)).toHaveCount(0);
  await similar.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await snap(page, testInfo, 'similar-listings');

  await cards.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/publication/${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await scrollTo(page, similar);
  const back = similar.getByRole('link').first();
  await expect(back).toHaveAttribute('href', `/publication/${first.id}`);
  await expect(back).toContainText(first.title);
});
