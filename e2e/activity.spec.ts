import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInContext } from './support/accounts';
import { topTitle } from './support/deck';
import { mailsTo } from './support/mail';
import { snap } from './support/screenshot';
import { auth, joinedSharedSearch } from './support/shared-search';

/** An agent's shared search over a seller's five flats, joined by a client; the agent already likes every flat. */
async function sharedSearch(request: APIRequestContext, project: string) {
  const { agent, client, uuid } = await joinedSharedSearch(request, `actividad-${project}`);
  // The agent likes every listing of the search first: each of the client's likes meets one of them.
  for (;;) {
    const page = await request.post(`/api/search/${uuid}/results`, { headers: auth(agent), data: {} });
    const cards = (await page.json()) as { id: number }[];
    if (cards.length === 0) break;
    for (const card of cards) {
      const liked = await request.post(`/api/search/${uuid}/decision`, {
        headers: auth(agent),
        data: { publication_id: card.id, like: true },
      });
      expect(liked.status(), await liked.text()).toBe(200);
    }
  }
  return { agent, client, uuid };
}

test('a client’s likes and finish reach the agent’s open app live: one grouped item, one toast, the bell', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const baseURL = testInfo.project.use.baseURL!;
  const { agent, client, uuid } = await sharedSearch(request, project);
  const options = { ...testInfo.project.use, baseURL };
  const guideSeen = [{ name: 'guide-search', value: '1', url: baseURL }];

  // The agent's app is open on 'Actividad', with nothing yet.
  const agentContext = await browser.newContext(options);
  await signInContext(agentContext, agent);
  const agentPage = await agentContext.newPage();
  await agentPage.goto('/account/activity');
  await expect(agentPage.getByRole('heading', { name: 'Actividad', level: 1 })).toBeVisible();
  const bell = agentPage.getByTestId('activity-bell');
  await expect(bell).toHaveAccessibleName('Actividad, sin novedades');

  // The client likes four flats in a row, each meeting the agent's like: one toast that counts them.
  const clientContext = await browser.newContext(options);
  await signInContext(clientContext, client);
  await clientContext.addCookies(guideSeen);
  const clientPage = await clientContext.newPage();
  await clientPage.goto(`/search/${uuid}`);
  for (let n = 0; n < 4; n++) {
    const title = await topTitle(clientPage);
    await clientPage.getByRole('button', { name: 'Me gusta', exact: true }).click();
    await expect(clientPage.getByRole('article', { name: title, exact: true })).toHaveCount(0, { timeout: 10_000 });
  }
  await expect(clientPage.getByText('¡4 coincidencias seguidas! También le gustan a Valentina Gómez.')).toBeVisible({
    timeout: 10_000,
  });
  await expect(clientPage.getByText(/coincidencia/i)).toHaveCount(1);

  // The agent: one item for the four, one toast, the bell's count.
  const grouped = agentPage.getByText('Rocío Díaz coincidió con vos en 4 publicaciones de "Departamento en venta"');
  await expect(grouped.first()).toBeVisible({ timeout: 10_000 });
  const toast = agentPage.getByRole('alert').filter({ hasText: /coincid/i });
  await expect(toast).toHaveCount(1);
  // Its text under the title reads on white (the dimmed grey, 5.8:1), not in Mantine's lighter grey.
  await expect(toast.locator('.mantine-Notification-description')).toHaveCSS('color', 'rgb(95, 102, 109)');
  await expect(bell).toHaveAccessibleName('Actividad, 1 novedad');
  await snap(agentPage, testInfo, 'activity-grouped');

  // The client finishes: the agent's open app shows it within 2 s, with the bell's count.
  await clientPage
    .getByRole('button', { name: /^Opciones/ })
    .first()
    .click();
  const panel = clientPage.getByRole('dialog', { name: 'Opciones de la búsqueda' });
  await panel.getByRole('button', { name: 'Finalizar selección', exact: true }).click();
  await expect(clientPage.getByText('Se envió un aviso de que tu selección fué finalizada.')).toBeVisible();
  await expect(agentPage.getByText('Rocío Díaz finalizó su selección').first()).toBeVisible({ timeout: 2000 });
  await expect(bell).toHaveAccessibleName('Actividad, 2 novedades', { timeout: 2000 });

  // Opening it marks it read and goes to what she chose; the deck says she finished.
  // A tap made just as the item arrived live was once seen to open nothing: it is tapped again until the page changes.
  await expect(async () => {
    await agentPage.getByRole('button', { name: /Rocío Díaz finalizó su selección/ }).click({ timeout: 5000 });
    await expect(agentPage).toHaveURL(new RegExp(`/account/search/${uuid}/filtered\\?user=\\d+`), { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(bell).toHaveAccessibleName('Actividad, 1 novedad');
  await agentPage.goto(`/search/${uuid}`);
  await expect(agentPage.getByTestId('finished-notice')).toContainText(
    'Rocío Díaz finalizó su selección · ver lo que eligió',
  );
  await snap(agentPage, testInfo, 'activity-finished-deck');
  await agentPage.goto('/account/activity');
  await agentPage.getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(bell).toHaveAccessibleName('Actividad, sin novedades');

  // By mail too, once for the four: the mail waits until the likes go quiet (15 s), then tells them together.
  const coincidenceMails = async () =>
    (await mailsTo(agent.email)).filter((mail) => /coincid/i.test(`${mail.subject} ${mail.text}`));
  await expect.poll(async () => (await coincidenceMails()).length, { timeout: 75_000 }).toBeGreaterThan(0);
  const mails = await coincidenceMails();
  expect(mails).toHaveLength(1);
  expect(mails[0].text).toContain('Tenés 4 coincidencias nuevas.');
  await agentContext.close();
  await clientContext.close();
});
