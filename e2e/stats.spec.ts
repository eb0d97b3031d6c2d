import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInContext, signUpByApi, type Account } from './support/accounts';
import { auth, groupOfTwo } from './support/groups';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

/** The client joins the shared search and decides its first three cards: a superlike, a like and a discard. */
async function clientDecides(request: APIRequestContext, client: Account, uuid: string): Promise<number> {
  const joined = await request.post(`/api/search/${uuid}/join`, { headers: auth(client) });
  expect(joined.status(), await joined.text()).toBe(200);
  const results = await request.post(`/api/search/${uuid}/results`, { headers: auth(client), data: { except: [] } });
  expect(results.status(), await results.text()).toBe(200);
  const data = (await results.json()) as { id: number }[];
  const decisions = [
    { like: true, is_super: true },
    { like: true, is_super: false },
    { like: false, is_super: false },
  ];
  for (const [index, decision] of decisions.entries()) {
    const answer = await request.post(`/api/search/${uuid}/decision`, {
      headers: auth(client),
      data: { publication_id: data[index].id, ...decision },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  return data[0].id;
}

test("a group's admin reads the group's statistics, switches ranges, finds the team's ranking and who superliked a listing", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { seller } = await sellerWithFlats(request, `stats-${project}`);
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`agente-stats-${project}`));
  const groupName = `Recoleta Negocios ${project} ${Date.now() % 100000}`;
  const groupId = await groupOfTwo(request, agent, seller, groupName);
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: { uuid: randomUUID(), group_id: groupId, filters: [{ type: 'property', category: 'departamento' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const shared = await request.put(`/api/search/${uuid}`, { headers: auth(agent), data: { shareable: true } });
  expect(shared.status(), await shared.text()).toBe(200);
  const client = await signUpByApi(request, 'Julieta Ramos', uniqueEmail(`cliente-stats-${project}`));
  const superliked = await clientDecides(request, client, uuid);
  const listing = await request.get(`/api/account/group/${groupId}/publication`, { headers: auth(agent) });
  const superlikedTitle = ((await listing.json()) as { data: { id: number; title: string }[] }).data.find(
    (item) => item.id === superliked,
  )!.title;

  const context = await browser.newContext({ ...testInfo.project.use });
  await signInContext(context, agent);
  const page = await context.newPage();
  await page.goto('/');
  await page
    .getByTestId('app-header')
    .getByRole('button', { name: /Valentina/ })
    .click();
  await page.getByRole('menuitem', { name: 'Estadísticas' }).click();
  await expect(page).toHaveURL(/\/account\/stat\/index/);
  await expect(page.getByRole('heading', { name: 'Ver estadísticas' })).toBeVisible();

  // Two sources (the account and the group): the agent picks the group in the drawer.
  await page.getByRole('button', { name: 'Seleccionar fuente' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Seleccionar fuente' });
  await expect(drawer.getByText('Mi cuenta')).toBeVisible();
  await snap(page, testInfo, 'stats-sources');
  await drawer.getByRole('button', { name: new RegExp(groupName) }).click();
  await expect(drawer).toBeHidden();

  // The report of the group: one search made today, shared and answered; the agent first in the ranking.
  // A table on a desktop, a card per member on a phone.
  const ranking = page.getByRole('region', { name: 'Ranking de integrantes' });
  await expect(ranking.locator('[data-member]').first()).toBeVisible({ timeout: 15_000 });
  const members = ranking.locator('[data-member]');
  const first = members.filter({ hasText: 'Valentina Gómez' });
  await expect(first).toContainText('1º');
  await expect(first).toContainText('100 %');
  await expect(members.filter({ hasText: 'Carolina Benítez' })).toContainText('2º');
  await expect(members.first()).toContainText('Valentina Gómez');
  const searchesFigure = page.getByRole('listitem').filter({ hasText: 'Búsquedas creadas' });
  await expect(searchesFigure).toContainText(/Búsquedas creadas\s*1\s*nuevo/);
  await snap(page, testInfo, 'stats-group-report');

  // Other ranges: today has the same search; the previous month has none of it.
  await page.getByRole('button', { name: 'Hoy', exact: true }).click();
  await expect(first).toContainText('1º');
  await page.getByRole('button', { name: 'Mes anterior', exact: true }).click();
  await expect(searchesFigure).toContainText(/Búsquedas creadas\s*0\s*sin cambios/);
  await page.getByRole('button', { name: 'Últimos 30 días', exact: true }).click();

  // The most decided listings: the superliked one is there; it opens its detail, and its superlikes name the client.
  const listings = page.getByRole('region', { name: 'Publicaciones con más decisiones' });
  await expect(listings.getByText(superlikedTitle)).toBeVisible({ timeout: 15_000 });
  await listings.getByRole('button', { name: `Ver ${superlikedTitle}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(superlikedTitle).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await listings.getByRole('link', { name: `Superlikes de ${superlikedTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/stat/publication/${superliked}`));
  await expect(page.getByRole('heading', { name: 'SuperLikes de la publicación' })).toBeVisible();
  await expect(page.getByText(superlikedTitle)).toBeVisible();
  await expect(page.getByText('Julieta Ramos')).toBeVisible();
  await snap(page, testInfo, 'stats-superlikes');
  await context.close();
});

test("a group's long name is read whole in the statistics header, at a phone's width too", async ({
  browser,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const agent = await signUpByApi(request, 'Ramiro Acosta', uniqueEmail(`agente-stats-nombre-${project}`));
  // 60 characters, as long as a real association's name gets.
  const groupName = 'Cooperativa de Corredores Inmobiliarios del Norte Bonaerense';
  const created = await request.post('/api/account/group', {
    headers: auth(agent),
    data: { name: groupName, public: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const context = await browser.newContext({ ...testInfo.project.use });
  await signInContext(context, agent);
  const page = await context.newPage();
  await page.goto(`/account/stat/index?source=group-${id}`);
  // The page's code loads on first visit: slower than a click on a busy machine.
  await expect(page.getByRole('heading', { name: 'Ver estadísticas' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Cambiar fuente' })).toBeVisible();

  // The whole name shows: no ellipsis hides its end, and nothing of it runs past the screen's edge.
  const name = page.getByRole('main').getByText(groupName, { exact: true });
  await expect(name).toBeVisible({ timeout: 15_000 });
  const box = await name.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { cut: element.scrollWidth > element.clientWidth + 1, right: rect.right, width: window.innerWidth };
  });
  expect(box.cut, 'the name is cut with an ellipsis').toBe(false);
  expect(box.right).toBeLessThanOrEqual(box.width);
  await snap(page, testInfo, 'stats-long-group-name');
  await context.close();
});
