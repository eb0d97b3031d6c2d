// Visits from a liked listing to both calendars (product.md, Visits), in two browsers: a client likes a flat in the
// agent's shared search and asks to visit it from the liked card's detail; the agent opens the request from the inbox
// and confirms it in 'Agenda'; both get the calendar invitation by mail and see the visit in their lists. A second
// client who had the same slot on screen is refused with the Spanish message.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signInContext, signUpByApi, type Account } from './support/accounts';
import { topTitle } from './support/deck';
import { auth } from './support/groups';
import { sellerWithFlats } from './support/listings';
import { codeFromMail, mailsTo, uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

type Visit = { id: number; status: string; starts_at: string; search_id: number | null };

async function verifiedClient(request: APIRequestContext, name: string, label: string): Promise<Account> {
  const client = await signUpByApi(request, name, uniqueEmail(label));
  expect((await request.post('/api/auth/verify/send', { headers: auth(client) })).status()).toBe(200);
  const checked = await request.post('/api/auth/verify/check', {
    headers: auth(client),
    data: { code: await codeFromMail(client.email, 1) },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return client;
}

/** The agent's store of five flats, their hours (every day 09:00–19:00, one-hour visits), and a search shared with one. */
async function agentWithSharedSearch(request: APIRequestContext, project: string) {
  const { seller: agent, userId } = await sellerWithFlats(request, `visitas-${project}`, {
    name: 'Carolina Benítez',
    slug: 'benitez-visitas',
  });
  const hours = await request.put('/api/account/visit-availability', {
    headers: auth(agent),
    data: {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '19:00' })),
      slot_minutes: 60,
      notice_hours: 2,
      days_off: [],
    },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: {
      uuid: randomUUID(),
      title: 'Para Rocío',
      user_id: userId,
      filters: [{ type: 'property', category: 'departamento' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const search = (await created.json()) as { id: number; uuid: string };
  const shared = await request.put(`/api/search/${search.uuid}`, { headers: auth(agent), data: { shareable: true } });
  expect(shared.status()).toBe(200);
  const cards = (await (
    await request.post(`/api/search/${search.uuid}/results`, { headers: auth(agent), data: {} })
  ).json()) as { id: number; title: string }[];
  return { agent, search, ids: new Map(cards.map((card) => [card.title, card.id])) };
}

async function signedInPage(browser: Browser, testInfo: TestInfo, account: Account): Promise<Page> {
  const baseURL = testInfo.project.use.baseURL!;
  const context = await browser.newContext({ ...testInfo.project.use, baseURL });
  await signInContext(context, account);
  await context.addCookies([{ name: 'guide-search', value: '1', url: baseURL }]);
  return context.newPage();
}

/** The mail to `address` with that subject, once the worker sent it. */
async function mailWithSubject(address: string, subject: string) {
  await expect
    .poll(async () => (await mailsTo(address)).some((mail) => mail.subject === subject), { timeout: 15_000 })
    .toBe(true);
  return (await mailsTo(address)).find((mail) => mail.subject === subject)!;
}

test('a client asks to visit a liked flat, the agent confirms from the inbox, and a second client is refused', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const { agent, search, ids } = await agentWithSharedSearch(request, project);
  const client = await verifiedClient(request, 'Rocío Díaz', `rocio-visitas-${project}`);
  const rival = await verifiedClient(request, 'Julián Paz', `julian-visitas-${project}`);
  expect((await request.post(`/api/search/${search.uuid}/join`, { headers: auth(client) })).status()).toBe(200);

  // The client likes the flat on top of the shared deck, then opens it among her likes.
  const clientPage = await signedInPage(browser, testInfo, client);
  await clientPage.goto(`/search/${search.uuid}`);
  const title = await topTitle(clientPage);
  // The deck sends a decision after the card leaves: the like is saved before the page changes. A tap before the
  // deck is ready is tried again (a second like, of another flat, changes nothing here).
  const saved = clientPage.waitForResponse(
    (response) => /\/decision/.test(response.url()) && response.request().method() === 'POST' && response.ok(),
    { timeout: 60_000 },
  );
  await expect(async () => {
    await clientPage.getByRole('button', { name: 'Me gusta', exact: true }).click();
    await expect(clientPage.getByRole('article', { name: title, exact: true })).toHaveCount(0, { timeout: 5000 });
  }).toPass({ timeout: 40_000 });
  await saved;
  await clientPage.goto(`/account/search/${search.uuid}/filtered`);
  await clientPage.getByRole('button', { name: new RegExp(title) }).click();
  const detail = clientPage.getByRole('dialog', { name: title });
  await detail.getByRole('button', { name: 'Pedir visita', exact: true }).click();
  const clientSlots = detail.getByRole('region', { name: 'Pedir visita' });
  const firstSlot = clientSlots.getByRole('radio').first();
  await expect(firstSlot).toBeAttached({ timeout: 10_000 });
  const time = (await firstSlot.getAttribute('value'))!;
  const label = time.slice(11, 16);
  await expect(clientSlots.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();

  // Meanwhile a second client has the same listing's page open, the same first slot picked.
  const rivalPage = await signedInPage(browser, testInfo, rival);
  await rivalPage.goto(`/publication/${ids.get(title)}`);
  const rivalSlots = rivalPage.getByRole('region', { name: 'Pedir visita' });
  // The page is drawn by the server: once the app knows who is signed in, a tap before it takes over is tried again.
  await expect(rivalPage.getByRole('button', { name: 'Menú de Julián Paz' })).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await rivalPage.getByRole('button', { name: 'Pedir visita', exact: true }).click();
    await expect(rivalSlots).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(rivalSlots.getByRole('radio').first()).toHaveAttribute('value', time);
  await rivalSlots.getByText(label, { exact: true }).first().click();
  await expect(rivalSlots.getByRole('radio').first()).toBeChecked();

  // The client sends hers first.
  await clientSlots.getByText(label, { exact: true }).first().click();
  await expect(firstSlot).toBeChecked();
  await detail.getByLabel('Mensaje (opcional)').fill('¿Se puede ir con el perro?');
  await snap(clientPage, testInfo, 'visit-request');
  await detail.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(clientPage.getByText('Pedido de visita enviado. Te avisamos cuando te respondan.')).toBeVisible();

  // The second client's is refused, and the slot leaves their list.
  await rivalSlots.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(rivalPage.getByText('Ese horario ya no está disponible. Elegí otro.')).toBeVisible();
  await expect(rivalSlots.getByRole('radio').first()).not.toHaveAttribute('value', time);
  await snap(rivalPage, testInfo, 'visit-slot-taken');

  // The visit remembers the search it was asked from.
  const mine = await request.get('/api/account/visit?role=client&when=upcoming', { headers: auth(client) });
  const [asked] = ((await mine.json()) as { data: Visit[] }).data;
  expect(asked).toMatchObject({ status: 'requested', starts_at: time, search_id: search.id });

  // The agent finds the request in the inbox and confirms it in 'Agenda'.
  const agentPage = await signedInPage(browser, testInfo, agent);
  await agentPage.goto('/account/activity');
  const item = agentPage.getByRole('button', { name: /Nuevo pedido de visita/ });
  await expect(item).toContainText(`Rocío Díaz quiere visitar «${title}»`);
  await expect(agentPage.getByTestId('activity-bell')).not.toHaveAccessibleName('Actividad, sin novedades');
  await snap(agentPage, testInfo, 'visit-inbox');
  await item.click();
  await expect(agentPage).toHaveURL(/\/account\/agenda$/);
  await expect(agentPage.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  const requested = agentPage.locator('.mantine-Card-root').filter({ hasText: title });
  await expect(requested).toContainText(`${label}–`);
  await expect(requested).toContainText('«¿Se puede ir con el perro?»');
  await expect(requested.getByRole('link', { name: client.email })).toBeVisible();
  await snap(agentPage, testInfo, 'agenda-request');
  await requested.getByRole('button', { name: 'Confirmar' }).click();
  await expect(requested.getByText('Confirmada')).toBeVisible();
  const day = `${time.slice(8, 10)}/${time.slice(5, 7)}/${time.slice(0, 4)}`;
  await expect(agentPage.getByRole('heading', { level: 2, name: new RegExp(day) })).toBeVisible();
  await snap(agentPage, testInfo, 'agenda-confirmed');

  // Both have the calendar invitation in their mail: the same UID, the confirmation one SEQUENCE higher.
  const toAgent = await mailWithSubject(agent.email, 'Nuevo pedido de visita');
  const toClient = await mailWithSubject(client.email, 'Visita confirmada');
  const uid = new RegExp(`UID:visit-${asked.id}@`);
  for (const mail of [toAgent, toClient]) {
    expect(mail.calendar).toContain('BEGIN:VCALENDAR');
    expect(mail.calendar).toContain('METHOD:REQUEST');
    expect(mail.calendar).toMatch(uid);
    expect(mail.calendar).toContain(title.slice(0, 20));
  }
  expect(toAgent.calendar).toContain('SEQUENCE:0');
  expect(toClient.calendar).toContain('SEQUENCE:1');
  expect(toClient.calendar).toContain('STATUS:CONFIRMED');

  // And the client sees it confirmed in 'Mis visitas', under its day.
  await clientPage.goto('/account/visit');
  await expect(clientPage.getByRole('heading', { name: 'Mis visitas', level: 1 })).toBeVisible();
  await expect(clientPage.getByRole('heading', { level: 2, name: new RegExp(day) })).toBeVisible();
  const visit = clientPage.locator('.mantine-Card-root').filter({ hasText: title });
  await expect(visit.getByText('Confirmada')).toBeVisible();
  await expect(visit).toContainText('Carolina Benítez');
  await snap(clientPage, testInfo, 'my-visits');

  // The agent's statistics count it: asked from a search, confirmed, not done yet.
  await agentPage.goto('/account/stat/index');
  const figures = agentPage.getByRole('region', { name: 'Visitas' });
  await expect(figures.getByText('1 visita pedida en el período (0 en el anterior).')).toBeVisible({
    timeout: 15_000,
  });
  await expect(figures.getByRole('row', { name: /Desde una búsqueda/ })).toHaveText(/Desde una búsqueda\s*1\s*1\s*0/);
  await snap(agentPage, testInfo, 'stats-visits');

  for (const page of [clientPage, rivalPage, agentPage]) await page.context().close();
});
