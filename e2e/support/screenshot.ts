import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './a11y';

const folder = fileURLToPath(new URL('../screenshots', import.meta.url));

/**
 * Saves a full-page screenshot as e2e/screenshots/<phone|desktop>/<name>.png, for people to look at, and checks
 * the same state with axe-core: every page and dialog the suite photographs is checked at both widths.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snapAt(page, testInfo.project.name, name);
}

/** snap() for a page whose width is not its project's (a spec that opens both widths itself). */
export async function snapAt(page: Page, width: string, name: string): Promise<void> {
  // Let the view's fade-in and any dialog's transition finish, so the picture (and axe's contrast check) sees the
  // page, not an overlay halfway faded in; a busy machine stretches them past their nominal duration. A moment first
  // (several frames), so a transition set off by the last step has started when the running ones are counted.
  await page.waitForTimeout(150);
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
      timeout: 3000,
    })
    .catch(() => undefined);
  await savePicture(page, width, name);
  await expectAccessible(page, `${name} (${width})`);
}

/**
 * The picture alone, for what is not a page of the app (a drawn link preview). One picture pixel per CSS pixel: the
 * phone's device scale of 2 would make four times the pixels, and drawing and encoding them took most of a second.
 */
export async function savePicture(page: Page, width: string, name: string): Promise<void> {
  await page.screenshot({ path: join(folder, width, `${name}.png`), fullPage: true, scale: 'css' });
}
