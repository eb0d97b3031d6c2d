import { expect, test } from '@playwright/test';
import { snap } from './support/screenshot';

test('an unknown page says so and leads home', async ({ page }, testInfo) => {
  await page.goto('/no/existe/esta/pagina');
  await expect(page.getByText('Página no encontrada :(')).toBeVisible();
  await snap(page, testInfo, 'not-found');
  await page
    .getByRole('link', { name: 'Ir al inicio' })
    .or(page.getByRole('button', { name: 'Ir al inicio' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('app-header').getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('an unknown API path answers 404 in Spanish, not the app', async ({ request }) => {
  const response = await request.get('/api/no-existe');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'No se encontró la información que buscaba.' });
});
