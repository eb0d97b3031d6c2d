// Conversations on a listing, in two browsers: the client writes from the card's detail in a shared search, and the
// agent's open thread shows it live (the inbox's stream tells it); the agent answers, and the filtered results and
// the deck's card show the thread's count.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInContext } from './support/accounts';
import { topTitle } from './support/deck';
import { snap } from './support/screenshot';
import { auth, joinedSharedSearch } from './support/shared-search';

/** An agent's shared search over a seller's flats, joined by a client. */
const sharedSearch = (request: APIRequestContext, project: string) => joinedSharedSearch(request, `hilo-${project}`);

test('a message the client writes on a listing appears live in the agent’s open thread', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const baseURL = testInfo.project.use.baseURL!;
  const { agent, client, uuid } = await sharedSearch(request, project);
  const options = { ...testInfo.project.use, baseURL };
  const guideSeen = [{ name: 'guide-search', value: '1', url: baseURL }];

  // The client's deck, on the card on top; its id is the first card the API gives her.
  const clientContext = await browser.newContext(options);
  await signInContext(clientContext, client);
  await clientContext.addCookies(guideSeen);
  const clientPage = await clientContext.newPage();
  await clientPage.goto(`/search/${uuid}`);
  const title = await topTitle(clientPage);
  const page = await request.post(`/api/search/${uuid}/results`, { headers: auth(client), data: {} });
  const listing = ((await page.json()) as { id: number; title: string }[]).find((card) => card.title === title)!;
  expect(listing, title).toBeTruthy();

  // The agent has that listing's thread open, empty, as an inbox item's link opens it.
  const agentContext = await browser.newContext(options);
  await signInContext(agentContext, agent);
  await agentContext.addCookies(guideSeen);
  const agentPage = await agentContext.newPage();
  await agentPage.goto(`/account/search/${uuid}/filtered?thread=${listing.id}`);
  const agentThread = agentPage.getByRole('dialog', { name: `Conversación · ${title}` });
  await expect(agentThread.getByText('Todavía no hay mensajes.', { exact: false })).toBeVisible({ timeout: 15_000 });

  // The client opens the card's detail and its conversation, and writes, a link included.
  await clientPage.getByRole('button', { name: title, exact: true }).click();
  await clientPage.getByRole('button', { name: 'Conversación', exact: true }).click();
  const clientThread = clientPage.getByRole('dialog', { name: `Conversación · ${title}` });
  const text = '¿Tiene cochera? Vi el plano en https://example.com/plano';
  await clientThread.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await clientThread.getByRole('button', { name: 'Enviar' }).click();
  await expect(clientThread.getByText(text)).toBeVisible();
  await snap(clientPage, testInfo, 'thread-client');

  // The agent's open thread shows it within seconds, with who wrote it, and no toast over it; the link is text.
  const arrived = agentThread.getByRole('listitem').filter({ hasText: text });
  await expect(arrived).toBeVisible({ timeout: 5000 });
  await expect(arrived.getByText('Rocío Díaz')).toBeVisible();
  await expect(arrived.getByRole('link')).toHaveCount(0);
  await expect(agentPage.getByRole('alert').filter({ hasText: 'escribió sobre' })).toHaveCount(0);
  await snap(agentPage, testInfo, 'thread-agent-live');

  // The agent answers; the client's open thread shows it too.
  await agentThread
    .getByRole('textbox', { name: 'Mensaje' })
    .fill('Sí, una cochera cubierta. ¿Querés verla el sábado?');
  await agentThread.getByRole('button', { name: 'Enviar' }).click();
  await expect(clientThread.getByText('Sí, una cochera cubierta. ¿Querés verla el sábado?')).toBeVisible({
    timeout: 5000,
  });

  // Her like puts the listing in her filtered results, where the agent sees the thread's count.
  const liked = await request.post(`/api/search/${uuid}/decision`, {
    headers: auth(client),
    data: { publication_id: listing.id, like: true },
  });
  expect(liked.status()).toBe(200);
  await agentPage.keyboard.press('Escape');
  await expect(agentThread).toBeHidden();
  const clientId = (
    (await (await request.get('/api/auth/user', { headers: auth(client) })).json()) as {
      user: { id: number };
    }
  ).user.id;
  await agentPage.goto(`/account/search/${uuid}/filtered?user=${clientId}`);
  const card = agentPage.getByRole('button', { name: new RegExp(title) });
  await expect(card).toContainText('2 mensajes');
  await snap(agentPage, testInfo, 'thread-filtered-count');

  // The agent's deck: the same card on top, with its thread's count.
  await agentPage.goto(`/search/${uuid}`);
  expect(await topTitle(agentPage)).toBe(title);
  await expect(agentPage.getByRole('article', { name: title })).toContainText('2 mensajes');
  await snap(agentPage, testInfo, 'thread-deck-count');
  await agentContext.close();
  await clientContext.close();
});
