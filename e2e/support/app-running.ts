import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page the server drew (the root loses its aria-disabled mark): its timers
 * and listeners run from then. A page the server did not draw never carries the mark.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled', 'true', { timeout: 20_000 });
}
