import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInContext, signUpByApi } from './support/accounts';
import { topTitle, openOptions, signUpWhenAsked } from './support/deck';
import { auth, groupOfTwo } from './support/groups';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

test("an agent searches a group's portfolio with a client, comments where their likes meet, publishes the search, and a member finds it", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const baseURL = testInfo.project.use.baseURL!;
  const { titles, seller } = await sellerWithFlats(request, `group-${project}`);
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`agente-group-${project}`));
  const groupName = `Palermo Propiedades ${project} ${Date.now() % 100000}`;
  const groupId = await groupOfTwo(request, agent, seller, groupName);
  // A search over the group's portfolio, made as the builder at /group/{id}/search would make it.
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: { uuid: randomUUID(), group_id: groupId, filters: [{ type: 'property', category: 'departamento' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid, title } = (await created.json()) as { uuid: string; title: string };
  const options = { ...testInfo.project.use, baseURL };
  const guideSeen = [{ name: 'guide-search', value: '1', url: baseURL }];

  // The agent shares the search and likes the first listing.
  const agentContext = await browser.newContext(options);
  await signInContext(agentContext, agent);
  await agentContext.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await agentContext.addCookies(guideSeen);
  const agentPage = await agentContext.newPage();
  await agentPage.goto(`/search/${uuid}`);
  const first = await topTitle(agentPage);
  expect(titles).toContain(first);
  let panel = await openOptions(agentPage);
  await panel.getByRole('button', { name: 'Compartir búsqueda', exact: true }).click();
  await panel.getByRole('button', { name: 'Invitar', exact: true }).click();
  const link = await panel.getByLabel('Link de la búsqueda').inputValue();
  await agentPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await agentPage.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await expect(agentPage.getByRole('article', { name: first, exact: true })).toHaveCount(0, { timeout: 10_000 });

  // The client opens the link, signs up when liking, meets the agent's like, discards the next and finishes.
  const clientContext = await browser.newContext(options);
  await clientContext.addCookies(guideSeen);
  const clientPage = await clientContext.newPage();
  await clientPage.goto(link);
  expect(await topTitle(clientPage)).toBe(first);
  await clientPage.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await signUpWhenAsked(clientPage, uniqueEmail(`cliente-group-${project}`), 'Carla Benítez');
  await expect(clientPage.getByText('¡Coincidencia! También le gusta a Valentina Gómez.')).toBeVisible({
    timeout: 10_000,
  });
  const second = await topTitle(clientPage);
  expect(second).not.toBe(first);
  await clientPage.getByRole('button', { name: 'No me gusta', exact: true }).click();
  await expect(clientPage.getByRole('article', { name: second, exact: true })).toHaveCount(0, { timeout: 10_000 });
  panel = await openOptions(clientPage);
  await panel.getByRole('button', { name: 'Finalizar selección', exact: true }).click();
  await expect(clientPage.getByText('Se envió un aviso de que tu selección fué finalizada.')).toBeVisible();
  await clientContext.close();

  // The agent finds the coincidence in the filtered results, then comments on their own like.
  await agentPage.goto(`/account/search/${uuid}/filtered`);
  await expect(agentPage.getByRole('heading', { name: title, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(agentPage.getByText(`Búsqueda en el grupo ${groupName}`)).toBeVisible();
  await agentPage.getByText('Coincidencias', { exact: true }).click();
  const coincidence = agentPage.getByRole('button', { name: new RegExp(first) });
  await expect(coincidence).toBeVisible({ timeout: 10_000 });
  await expect(agentPage.getByText('Gusta a todos')).toBeVisible();
  await snap(agentPage, testInfo, 'search-coincidences');
  await agentPage.getByText('Gustan', { exact: true }).click();
  await agentPage.getByRole('button', { name: new RegExp(first) }).click();
  const detail = agentPage.getByRole('dialog');
  await expect(detail.getByText('Respuestas de los colaboradores')).toBeVisible();
  await expect(detail.getByText('Carla Benítez')).toBeVisible();
  await detail.getByLabel('Comentario').fill('Coordinar una visita el sábado con Carla.');
  await snap(agentPage, testInfo, 'search-filtered-detail');
  await detail.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(agentPage.getByText('Tu respuesta se guardó.')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(
    agentPage.getByRole('button', { name: new RegExp(first) }).getByText('Coordinar una visita el sábado con Carla.'),
  ).toBeVisible();

  // The agent publishes the search to the group and lands on the group's searches.
  panel = await openOptions(agentPage);
  await expect(panel.getByRole('link', { name: /Publicaciones filtradas/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Publicar búsqueda', exact: true }).click();
  await panel.getByLabel('Descripción (opcional)').fill('Dos ambientes para Carla, hasta US$ 200.000.');
  await panel.getByRole('button', { name: 'Publicar búsqueda', exact: true }).click();
  await expect(agentPage.getByText('La búsqueda fué publicada.')).toBeVisible();
  await expect(agentPage).toHaveURL(new RegExp(`/account/group/${groupId}/search$`));
  await expect(agentPage.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 10_000 });
  await agentContext.close();

  // A member of the group finds it from the group's page.
  const memberContext = await browser.newContext(options);
  await signInContext(memberContext, seller);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`/account/group/${groupId}/show`);
  await memberPage.getByRole('link', { name: 'Búsquedas', exact: true }).click();
  await expect(memberPage.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(memberPage.getByText('Dos ambientes para Carla, hasta US$ 200.000.')).toBeVisible();
  await expect(memberPage.getByText('Publicada por Valentina Gómez')).toBeVisible();
  await snap(memberPage, testInfo, 'group-searches');
  await memberContext.close();
});
