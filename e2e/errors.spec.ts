import { expect, test } from '@playwright/test';
import { snap } from './support/screenshot';

// The configuration is the first call the app makes; these make it fail the ways product.md lists (The shell: Errors)
// and check the toast a person sees.
test('no response from the server shows the connection toast', async ({ page }, testInfo) => {
  await page.route('**/api/configuration', (route) => route.abort('connectionrefused'));
  await page.goto('/legal/terms');
  await expect(page.getByText('Ocurrió un error con la petición.')).toBeVisible();
  await snap(page, testInfo, 'error-toast');
});

test('a throttled server shows the wait toast', async ({ page }) => {
  await page.route('**/api/configuration', (route) => route.fulfill({ status: 429, body: '' }));
  await page.goto('/legal/terms');
  await expect(page.getByText('Demasiados intentos, aguarde un momento y vuelva a intentar.')).toBeVisible();
});

test('a server message is shown as it is', async ({ page }) => {
  await page.route('**/api/configuration', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Servicio en mantenimiento.' }),
    }),
  );
  await page.goto('/legal/terms');
  await expect(page.getByText('Servicio en mantenimiento.')).toBeVisible();
});
