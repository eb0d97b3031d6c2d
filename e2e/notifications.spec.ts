import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUpByApi, type Account } from './support/accounts';
import { uniqueEmail } from './support/mail';
import { appRunning } from './support/app-running';
import { snap } from './support/screenshot';

// These flows are about the prompts themselves: the contexts start without the cookies of an answered prompt that
// every other spec starts with (support/prompts.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const tenDays = 10 * 24 * 60 * 60;

async function signedIn(context: BrowserContext, account: Account): Promise<void> {
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem('auth-token')) window.localStorage.setItem('auth-token', JSON.stringify(token));
  }, account.token);
}

/** A cookie of the page's site, with how many seconds it has left. */
async function cookie(context: BrowserContext, name: string) {
  const found = (await context.cookies()).find((item) => item.name === name);
  return found ? { value: found.value, secondsLeft: found.expires - Date.now() / 1000 } : null;
}

/** Chromium's install prompt, offered by hand (a headless browser never offers it): whether the app kept it. */
function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { installPrompted: number }).installPrompted = 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test("'Recibí notificaciones' appears 5 s after start for a signed-in user, and 'Ahora no' keeps it away", async ({
  page,
  context,
  request,
}, testInfo) => {
  const account = await signUpByApi(request, 'Camila Ortiz', uniqueEmail(`camila-${testInfo.project.name}`));
  await signedIn(context, account);
  const configuration = await (await request.get('/api/configuration')).json();
  expect(configuration.PUSH?.vapidKey, 'a local run has push (VAPID keys kept in the data folder)').toMatch(
    /^[A-Za-z0-9_-]{87}$/,
  );

  await page.goto('/');
  await expect(page.getByTestId('app-header').getByRole('button', { name: /Camila Ortiz/ })).toBeVisible();
  const panel = page.getByRole('dialog', { name: 'Recibí notificaciones' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(/Te avisamos al instante cuando hay coincidencias/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Activar' })).toBeVisible();
  await snap(page, testInfo, 'notification-panel');

  await panel.getByRole('button', { name: 'Ahora no' }).click();
  await expect(panel).toBeHidden();
  const dismissed = await cookie(context, 'permission-notification');
  expect(dismissed?.value).toBe('1');
  expect(dismissed!.secondsLeft).toBeGreaterThan(tenDays - 120);
  expect(dismissed!.secondsLeft).toBeLessThanOrEqual(tenDays);

  // The next start does not ask again: past the 5 s (and the 60 s retry) nothing covers the page.
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('app-header').getByRole('button', { name: /Camila Ortiz/ })).toBeVisible();
  await page.clock.runFor(70_000);
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("'Instalar aplicación' appears a minute after the browser offers installing, and is dismissed for 10 days", async ({
  page,
  context,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('app-header').getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await appRunning(page);
  // The header is drawn by the server; the browser offers its prompt once the app runs, which keeps it.
  await expect.poll(() => offerInstall(page), { message: "the browser's own install bar is held back" }).toBe(true);

  const panel = page.getByRole('dialog', { name: 'Instalar aplicación' });
  // The page's clock also moves with real time: a margin for a busy machine's load.
  await page.clock.runFor(55_000);
  await page.waitForTimeout(500);
  await expect(panel).toHaveCount(0);
  await page.clock.runFor(5000);
  // The minute counts from the app's start, which on a page the server drew comes a moment after the offer.
  for (let second = 0; second < 3 && (await panel.count()) === 0; second += 1) await page.clock.runFor(1000);
  await expect(panel).toBeAttached();
  // The dialog's entrance runs on the page's (paused) clock.
  await page.clock.runFor(1000);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Instalá Vitrina y abrila desde la pantalla de inicio/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Instalar' })).toBeVisible();
  await snap(page, testInfo, 'install-panel');

  await panel.getByRole('button', { name: 'Ahora no' }).click();
  await page.clock.runFor(1000);
  await expect(panel).toBeHidden();
  const dismissed = await cookie(context, 'permission-install');
  expect(dismissed?.value).toBe('1');
  expect(dismissed!.secondsLeft).toBeGreaterThan(tenDays - 120);
  expect(
    await page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted),
  ).toBeUndefined();
});

test("'Instalar' opens the browser's install prompt", async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('app-header').getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await appRunning(page);
  await expect.poll(() => offerInstall(page)).toBe(true);
  await page.clock.runFor(60_000);
  const panel = page.getByRole('dialog', { name: 'Instalar aplicación' });
  for (let second = 0; second < 3 && (await panel.count()) === 0; second += 1) await page.clock.runFor(1000);
  await expect(panel).toBeAttached();
  await page.clock.runFor(1000);
  await panel.getByRole('button', { name: 'Instalar' }).click();
  await page.clock.runFor(1000);
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { installPrompted?: number }).installPrompted)).toBe(1);
});
