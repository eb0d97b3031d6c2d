// The swipe deck as the searches' flows use it: an agent's search of a store's flats opened in a browser, the card on
// top, the options drawer, and a visitor who signs up when a decision asks them to identify.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signInContext, signUpByApi } from './accounts';
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
) {
  const baseURL = testInfo.project.use.baseURL!;
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`${label}-${testInfo.project.name}`));
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: { uuid: randomUUID(), user_id: storeId, filters: [{ type: 'property', category: 'departamento' }] },
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
