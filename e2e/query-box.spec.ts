// The query box (product.md, Searches: Query box): on the home, a visitor types a sentence, sees it read as chips,
// removes one, searches, and the deck shows the flats it matches; the same box on the search builder opens the wizard
// with what it read.
import { expect, test } from '@playwright/test';
import { sellerWithPlacedFlats } from './support/listings';
import { snap } from './support/screenshot';

test('a sentence typed on the home becomes chips, then a search whose deck shows cards', async ({
  page,
  request,
  context,
}, testInfo) => {
  // Eight listings made through the API and two pictures checked with axe-core: longer than one flow's minute.
  test.setTimeout(150_000);
  await sellerWithPlacedFlats(request, testInfo.project.name, 8);
  await context.addCookies([{ name: 'guide-search', value: '1', url: testInfo.project.use.baseURL! }]);
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Contanos qué buscás' });
  await box.fill('depto 2 ambientes en palermo en venta con vista');
  const chips = page.getByRole('button', { name: /^Quitar: / });
  await expect(page.getByRole('button', { name: 'Quitar: Departamento' })).toBeVisible();
  await expect(chips).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Quitar: Palermo' })).toBeVisible();
  await expect(page.getByText('No entendimos:')).toBeVisible();
  await expect(page.getByText('Vas a buscar: Departamento en venta en Palermo')).toBeVisible();
  await snap(page, testInfo, 'query-box');

  // Removing a chip leaves the rest: the rooms go, the flats of any size remain.
  await page.getByRole('button', { name: 'Quitar: 2 ambientes' }).click();
  await expect(chips).toHaveCount(3);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/[0-9a-f-]{36}$/);
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expect(card).toHaveAttribute('aria-label', /Departamento/);
  await snap(page, testInfo, 'query-box-deck');
});

test("'Editar en el asistente' opens the builder's wizard with what the box read", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Contanos qué buscás' }).fill('zapatillas Nike talle 42 hasta 90 mil');
  await expect(page.getByRole('button', { name: 'Quitar: Nike' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar en el asistente' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByLabel('Título de la búsqueda')).toHaveText('Calzado Nike talle 42 hasta $ 90.000');
});
