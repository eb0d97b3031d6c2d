// Search alerts in the browser: the switch in the deck's options is kept by the server, and a daily digest's
// unsubscribe link turns the alert off on a device with no session (an altered link is refused in Spanish).
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInContext, signUpByApi } from './support/accounts';
import { openOptions, topTitle } from './support/deck';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';
import { unsubscribeLink } from './support/signed-links';

test("'Avisarme de nuevas publicaciones' stays on, and the digest's link turns it off without a session", async ({
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const baseURL = testInfo.project.use.baseURL!;
  const { userId: storeId } = await sellerWithFlats(request, `alerts-${project}`);
  const agent = await signUpByApi(request, 'Martina Rossi', uniqueEmail(`alertas-${project}`));
  const headers = { Authorization: `Bearer ${agent.token.access_token}` };
  const created = await request.post('/api/search', {
    headers,
    data: { uuid: randomUUID(), user_id: storeId, filters: [{ type: 'property', category: 'departamento' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const search = (await created.json()) as { id: number; uuid: string; title: string };
  const { user: me } = (await (await request.get('/api/auth/user', { headers })).json()) as { user: { id: number } };

  const options = { ...testInfo.project.use, baseURL };
  const context = await browser.newContext(options);
  await signInContext(context, agent);
  await context.addCookies([{ name: 'guide-search', value: '1', url: baseURL }]);
  const page = await context.newPage();
  await page.goto(`/search/${search.uuid}`);
  await topTitle(page);
  let panel = await openOptions(page);
  const alert = panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' });
  await expect(alert).not.toBeChecked();
  await expect(
    panel.getByText('Te avisamos cuando aparezcan publicaciones nuevas que coincidan con esta búsqueda.'),
  ).toBeVisible();
  // The switch's label, as a person taps it: an actionable click waits for the sheet to stop moving (a forced click
  // on the hidden input could land while the sheet still slid in, and toggle nothing).
  await panel.locator('label', { hasText: 'Avisarme de nuevas publicaciones' }).click();
  await expect(alert).toBeChecked();
  await expect(alert).toBeEnabled();
  await snap(page, testInfo, 'search-alert-on');

  // Kept by the server: the deck opened again shows it on.
  await page.reload();
  await topTitle(page);
  panel = await openOptions(page);
  await expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).toBeChecked();

  // The digest's link, opened on a device with no session.
  const visitor = await browser.newContext(options);
  const mailPage = await visitor.newPage();
  const link = unsubscribeLink(me.id, search.id);
  await mailPage.goto(link);
  await expect(mailPage.getByRole('heading', { name: 'Avisos de nuevas publicaciones' })).toBeVisible();
  await expect(mailPage.getByRole('status')).toHaveText(`Listo, no vas a recibir más avisos de “${search.title}”`);
  await snap(mailPage, testInfo, 'search-alert-unsubscribed');
  // A link cut short or altered says so, and changes nothing.
  await mailPage.goto(`${link.slice(0, -4)}AAAA`);
  await expect(mailPage.getByRole('alert')).toHaveText(
    'El enlace para dejar de recibir avisos no es válido. Revisá que esté completo o desactivá el aviso desde las opciones de la búsqueda.',
  );
  await mailPage.getByRole('link', { name: 'Ir al inicio' }).click();
  await expect(mailPage).toHaveURL(`${baseURL}/`);
  await visitor.close();

  await page.reload();
  await topTitle(page);
  panel = await openOptions(page);
  await expect(panel.getByRole('switch', { name: 'Avisarme de nuevas publicaciones' })).not.toBeChecked();
  await context.close();
});
