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

test('the favicon and the web manifest are served', async ({ request }) => {
  const icon = await request.get('/img/logo/favicon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/png');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({ name: 'Vitrina', lang: 'es' });
});
