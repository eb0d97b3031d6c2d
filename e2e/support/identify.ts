import type { Page } from '@playwright/test';

export function identifyPanel(page: Page) {
  return page.locator('#auth-modal-identify');
}

/** Pastes an emailed code into the panel's six boxes, which take it whole and send it. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await identifyPanel(page).getByLabel('Código de verificación, dígito 1').click();
  await page.keyboard.insertText(code);
}
