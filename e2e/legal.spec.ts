import { expect, test } from '@playwright/test';
import { snap } from './support/screenshot';

const termsSections = [
  /aceptaci[oó]n/i,
  /descripci[oó]n del servicio/i,
  /uso personal/i,
  /terceros/i,
  /garant[ií]as/i,
  /responsabilidad/i,
  /propiedad intelectual/i,
  /cambios|modificaciones/i,
  /ley|jurisdicci[oó]n/i,
  /contacto/i,
];

test('terms and conditions list every section and the date', async ({ page }, testInfo) => {
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/términos y condiciones/i);
  await expect(page.getByText('06/08/2024')).toBeVisible();
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(termsSections.length);
  for (const [index, pattern] of termsSections.entries()) await expect(headings.nth(index)).toHaveText(pattern);
  await expect(page.getByRole('link', { name: 'hola@vitrina.test' }).first()).toBeVisible();
  await snap(page, testInfo, 'legal-terms');
});

test('the privacy policy loads from a deep link, with its date', async ({ page }, testInfo) => {
  const response = await page.goto('/legal/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/política de privacidad/i);
  await expect(page.getByText('06/08/2024')).toBeVisible();
  await expect(page.getByText(/25\.326/).first()).toBeVisible();
  await snap(page, testInfo, 'legal-privacy');
});

test("moving between pages offers 'Volver' and breadcrumbs", async ({ page }) => {
  await page.goto('/');
  await page.goto('/legal/terms');
  await page
    .getByRole('link', { name: /privacidad/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('navigation', { name: /breadcrumb|ruta/i })).toContainText(/privacidad/i);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/legal\/terms$/);
});
