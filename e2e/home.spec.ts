import { expect, test } from '@playwright/test';
import { snap } from './support/screenshot';

test('the home page presents the product, the login button and the contact line', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Vitrina');
  const header = page.getByTestId('app-header');
  await expect(header.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(header.getByRole('link', { name: /vitrina/i })).toBeVisible();
  const contact = page.getByRole('link', { name: 'hola@vitrina.test' });
  await expect(contact).toHaveAttribute('href', 'mailto:hola@vitrina.test');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/img\/logo\/favicon\.png$/);
  // No 'Volver' on the first page of the visit: there is nowhere to go back to.
  await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
  await snap(page, testInfo, 'home');
});

test("the first Tab reaches 'Saltar al contenido', which moves the focus past the header to the page", async ({
  page,
}) => {
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  // Hidden until focused, then on screen.
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/legal\/terms$/);
  // The next Tab lands inside the page, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the favicon and the web manifest are served', async ({ request }) => {
  const icon = await request.get('/img/logo/favicon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/png');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ name: 'Vitrina', lang: 'es' });
});
