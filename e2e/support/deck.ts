// The swipe deck as the searches' flows use it: the card on top, the options drawer, and a visitor who signs up when
// a decision asks them to identify.
import { expect, type Page } from '@playwright/test';
import { identifyPanel } from './identify';

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
