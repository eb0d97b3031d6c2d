import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInContext, signUpByApi, type Account } from './support/accounts';
import { auth } from './support/groups';
import { uniqueEmail } from './support/mail';
import { snap } from './support/screenshot';

const photos = ['living-room.jpg', 'balcony.jpg', 'white-room.jpg'].map((name) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))),
);

type Flat = { title: string; amount: number; covered: number; rooms: number; expenses: number; address: string };

// Four flats that differ where people compare them: the cheapest is not the largest.
const flats: Flat[] = [
  {
    title: 'Departamento luminoso en Gorriti',
    amount: 129000,
    covered: 52,
    rooms: 2,
    expenses: 85000,
    address: 'Gorriti 4800, Palermo',
  },
  {
    title: 'Departamento con balcón en Thames',
    amount: 148000,
    covered: 64,
    rooms: 3,
    expenses: 110000,
    address: 'Thames 1500, Palermo',
  },
  {
    title: 'Departamento reciclado en Malabia',
    amount: 162000,
    covered: 78,
    rooms: 3,
    expenses: 95000,
    address: 'Malabia 2100, Palermo',
  },
  {
    title: 'Departamento amplio en Honduras',
    amount: 189000,
    covered: 95,
    rooms: 4,
    expenses: 140000,
    address: 'Honduras 5600, Palermo',
  },
];

/** A seller's four flats, an agent's shared search of them joined by a client, and both people's answers. */
async function searchWithAnswers(request: APIRequestContext, project: string) {
  const seller = await signUpByApi(request, 'Carolina Benítez', uniqueEmail(`carolina-compare-${project}`));
  const ids: number[] = [];
  for (const [index, flat] of flats.entries()) {
    const form = new FormData();
    const fields: Record<string, string> = {
      title: flat.title,
      type: 'property',
      category: 'departamento',
      operation: 'venta',
      currency: 'USD',
      amount: String(flat.amount),
      public: '1',
      'address[title]': flat.address,
      'address[lat]': String(-34.585 - index * 0.002),
      'address[lng]': String(-58.43 + index * 0.002),
      'extras[areas][covered]': String(flat.covered),
      'extras[areas][total]': String(flat.covered + 6),
      'extras[rooms][total]': String(flat.rooms),
      'extras[expenses]': String(flat.expenses),
      'extras[credit]': index % 2 === 0 ? '1' : '0',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('medias[]', new Blob([photos[index % photos.length]], { type: 'image/jpeg' }), 'foto.jpg');
    const created = await request.post('/api/account/publication', { headers: auth(seller), multipart: form });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }
  const me = (await (await request.get('/api/auth/user', { headers: auth(seller) })).json()) as {
    user: { id: number };
  };

  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`agente-compare-${project}`));
  const client = await signUpByApi(request, 'Rocío Díaz', uniqueEmail(`cliente-compare-${project}`));
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: {
      uuid: randomUUID(),
      title: 'Departamentos en Palermo',
      user_id: me.user.id,
      filters: [{ type: 'property', category: 'departamento' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  expect((await request.put(`/api/search/${uuid}`, { headers: auth(agent), data: { shareable: true } })).status()).toBe(
    200,
  );
  expect((await request.post(`/api/search/${uuid}/join`, { headers: auth(client) })).status()).toBe(200);
  const decide = async (who: Account, index: number, like: boolean, comment?: string) => {
    const answer = await request.post(`/api/search/${uuid}/decision`, {
      headers: auth(who),
      data: { publication_id: ids[index], like, ...(comment && { comment }) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await decide(agent, 0, true, 'El más barato, y apto crédito');
  await decide(agent, 1, true);
  await decide(agent, 2, true, 'Reciclado a nuevo');
  await decide(agent, 3, true);
  await decide(client, 0, false, 'Muy chico para nosotros');
  await decide(client, 2, true, 'Me encanta la cocina');
  return { agent, uuid };
}

test('three liked flats are compared side by side at phone width, the best price marked in words', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL!;
  const { agent, uuid } = await searchWithAnswers(request, testInfo.project.name);
  const context = await browser.newContext({ ...testInfo.project.use, baseURL });
  await signInContext(context, agent);
  await context.addCookies([{ name: 'guide-search', value: '1', url: baseURL }]);
  const page = await context.newPage();

  await page.goto(`/account/search/${uuid}/filtered`);
  await expect(page.getByText('4 publicaciones', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  // Two chosen: the bar says so and the button compares; one is not enough.
  await page.getByRole('checkbox', { name: `Comparar ${flats[0].title}` }).check();
  await expect(page.getByText('Elegí al menos 2 publicaciones para comparar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comparar (1)' })).toBeDisabled();
  await page.getByRole('checkbox', { name: `Comparar ${flats[2].title}` }).check();
  await page.getByRole('checkbox', { name: `Comparar ${flats[3].title}` }).check();
  await snap(page, testInfo, 'compare-choosing');
  await page.getByRole('button', { name: 'Comparar (3)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Comparar' });
  const table = dialog.getByRole('table', { name: 'Comparación de 3 publicaciones' });
  await expect(table).toBeVisible();
  const row = (label: RegExp) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  for (const flat of [flats[0], flats[2], flats[3]])
    await expect(table.getByRole('columnheader', { name: new RegExp(flat.title) })).toBeVisible();
  // The rows come from what the flats have; the best of each numeric row is marked «Mejor», with its rule.
  const price = row(/^Precio(?! por)/);
  await expect(price.getByRole('rowheader')).toContainText('Mejor: el menor');
  await expect(price.getByRole('cell')).toHaveText(['US$ 129.000Mejor', 'US$ 162.000', 'US$ 189.000']);
  const covered = row(/^Superficie cubierta/);
  await expect(covered.getByRole('rowheader')).toContainText('Mejor: el mayor');
  await expect(covered.getByRole('cell').nth(2)).toHaveText('95 m²Mejor');
  for (const row of ['Expensas', 'Precio por m²', 'Ambientes', 'Apto crédito', 'Dirección'])
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible();
  // Each participant's answer, with the comment.
  const rocio = row(/^Rocío Díaz/);
  await expect(rocio.getByRole('cell').nth(0)).toContainText('No le gusta');
  await expect(rocio.getByRole('cell').nth(0)).toContainText('Muy chico para nosotros');
  await expect(rocio.getByRole('cell').nth(1)).toContainText('Me encanta la cocina');
  await expect(rocio.getByRole('cell').nth(2)).toHaveText('Sin responder');

  // The field names stay in place while the columns scroll sideways together.
  const scroller = dialog.getByRole('region', { name: 'Comparación de 3 publicaciones' });
  const label = price.getByRole('rowheader');
  const before = await label.boundingBox();
  await scroller.evaluate((element) => element.scrollBy({ left: 200 }));
  if (testInfo.project.name === 'phone') {
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    expect((await label.boundingBox())!.x).toBeCloseTo(before!.x, 0);
    await scroller.evaluate((element) => element.scrollTo({ left: 0 }));
  }
  await snap(page, testInfo, 'compare');
  // Further down, the participants' answers, under the photos' row that stays on top.
  await rocio.scrollIntoViewIfNeeded();
  await expect(table.getByRole('columnheader', { name: new RegExp(flats[0].title) })).toBeInViewport();
  await snap(page, testInfo, 'compare-opinions');
  await context.close();
});
