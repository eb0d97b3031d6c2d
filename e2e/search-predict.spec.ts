import { expect, test, type Page } from '@playwright/test';
import { agentSearchOfFlats, topTitle } from './support/deck';
import { sellerWithPlacedFlats } from './support/listings';
import { snap } from './support/screenshot';

async function openPredictions(page: Page) {
  await page.getByRole('button', { name: /^Opciones/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Opciones de la búsqueda' });
  await drawer.getByRole('button', { name: 'Selección asistida', exact: true }).click();
  return drawer;
}

test("a search switched to 'Selección asistida' learns a taste from a dozen decisions and selects the rest", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const { userId, flats } = await sellerWithPlacedFlats(request, `predict-${project}`, 40);
  const { uuid, context, page } = await agentSearchOfFlats(browser, request, testInfo, userId, 'agente-predict');
  const roomsOf = new Map(flats.map((flat) => [flat.title, flat.rooms]));
  await page.goto(`/search/${uuid}`);
  await topTitle(page);

  // The owner switches the search's mode; before deciding, the panel says how many decisions it needs.
  let drawer = await openPredictions(page);
  await drawer.locator('label').filter({ hasText: 'Selección asistida' }).click();
  await expect(drawer.getByText(/^Todavía no decidiste ninguna publicación en esta búsqueda/)).toBeVisible({
    timeout: 10_000,
  });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A taste: three rooms or more. Twelve decisions by the keyboard.
  for (let decided = 0; decided < 12; decided += 1) {
    const title = await topTitle(page);
    const rooms = roomsOf.get(title);
    expect(rooms, title).toBeDefined();
    await page.keyboard.press(rooms! >= 3 ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0, { timeout: 10_000 });
  }

  drawer = await openPredictions(page);
  await expect(drawer.getByText(/^Encontramos \d+ publicaci/)).toBeVisible({ timeout: 15_000 });
  await snap(page, testInfo, 'search-predict');
  await drawer.getByRole('button', { name: 'Seleccionarlas', exact: true }).click();
  await expect(page.getByText(/^Se seleccion(ó una publicación|aron \d+ publicaciones)\.$/)).toBeVisible();
  await expect(drawer.getByText('Predicciones incluídas')).toBeVisible();
  await page.keyboard.press('Escape');

  // The predicted likes are in the filtered results, marked, and every one has the rooms the taste asked for.
  await page.goto(`/account/search/${uuid}/filtered`);
  const predicted = page
    .getByRole('button', { name: /Departamento \d ambientes? en/ })
    .filter({ hasText: 'Predicción' });
  await expect(predicted.first()).toBeVisible({ timeout: 15_000 });
  for (const name of await predicted.allTextContents()) expect(name).toMatch(/Departamento [34] ambientes/);
  await snap(page, testInfo, 'search-filtered-predicted');
  // Tapped through its label, as a person does: an actionable click, not a forced one on the hidden input.
  await page.locator('label', { hasText: 'Incluir las predicciones' }).click();
  await expect(page.getByRole('switch', { name: 'Incluir las predicciones' })).not.toBeChecked();
  await expect(predicted).toHaveCount(0, { timeout: 10_000 });

  // Back in the deck, the predictions are undone from the panel after a confirmation: the search no longer says
  // it includes them.
  await page.goto(`/search/${uuid}`);
  await topTitle(page);
  drawer = await openPredictions(page);
  await expect(drawer.getByText('Predicciones incluídas')).toBeVisible({ timeout: 10_000 });
  await drawer.getByRole('button', { name: 'Deshacer predicciones', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '¿Deshacer las predicciones?' });
  await confirm.getByRole('button', { name: 'Deshacer', exact: true }).click();
  await expect(page.getByText(/^Se deshi(zo una predicción|cieron \d+ predicciones)\.$/)).toBeVisible();
  await expect(drawer.getByText('Predicciones incluídas')).toBeHidden({ timeout: 10_000 });
  await snap(page, testInfo, 'search-predict-undone');
  await context.close();
});
