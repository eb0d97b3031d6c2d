import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInContext, signUpByApi } from './support/accounts';
import { topTitle, openOptions, signUpWhenAsked } from './support/deck';
import { sellerWithFlats } from './support/listings';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

test('an agent shares a search, a client opens the link, signs up, and their likes meet', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const baseURL = testInfo.project.use.baseURL!;
  const { titles, userId } = await sellerWithFlats(request, `share-${project}`);
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`agente-share-${project}`));
  // A search over the seller's store, made as the builder would make it.
  const created = await request.post('/api/search', {
    headers: { Authorization: `Bearer ${agent.token.access_token}` },
    data: { uuid: randomUUID(), user_id: userId, filters: [{ type: 'property', category: 'departamento' }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const options = { ...testInfo.project.use, baseURL };
  const guideSeen = [{ name: 'guide-search', value: '1', url: baseURL }];

  // The agent: this device has no share sheet, so the link stays on screen to copy.
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
  await expect(
    panel.getByText('Tu dispositivo no permite compartir contenido, prueba copiando el link de arriba.'),
  ).toBeVisible();
  const link = await panel.getByLabel('Link de la búsqueda').inputValue();
  expect(link).toBe(`${baseURL}/search/${uuid}`);
  await snap(agentPage, testInfo, 'search-share');
  await agentPage.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await agentPage.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await expect(agentPage.getByRole('article', { name: first, exact: true })).toHaveCount(0, { timeout: 10_000 });

  // The client opens the link as a visitor, is asked to identify when liking, signs up, and the like meets the agent's.
  const clientContext = await browser.newContext(options);
  await clientContext.addCookies(guideSeen);
  const clientPage = await clientContext.newPage();
  await clientPage.goto(link);
  expect(await topTitle(clientPage)).toBe(first);
  await clientPage.getByRole('button', { name: 'Me gusta', exact: true }).click();
  await signUpWhenAsked(clientPage, uniqueEmail(`cliente-share-${project}`), 'Carla Benítez');
  await expect(clientPage.getByText('¡Coincidencia! También le gusta a Valentina Gómez.')).toBeVisible({
    timeout: 10_000,
  });
  await snap(clientPage, testInfo, 'search-coincidence');

  // The client finishes their selection; the agent is told by email.
  panel = await openOptions(clientPage);
  await expect(panel.getByRole('button', { name: 'Compartir búsqueda' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Finalizar selección', exact: true }).click();
  await expect(clientPage.getByText('Se envió un aviso de que tu selección fué finalizada.')).toBeVisible();

  // The agent stops sharing: the link no longer lets anyone new in.
  panel = await openOptions(agentPage);
  await panel.getByRole('button', { name: 'Compartir búsqueda', exact: true }).click();
  await panel.getByRole('button', { name: 'Detener', exact: true }).click();
  await expect(agentPage.getByText('Nadie más podrá sumarse. Quienes ya están siguen participando.')).toBeVisible();
  await agentContext.close();
  await clientContext.close();
});
