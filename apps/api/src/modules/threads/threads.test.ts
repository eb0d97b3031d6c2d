// Conversations on a listing: reading and writing a thread, what the other participants are told, the count on the
// cards, and the 10-minute rule of edits and deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { deliveries, toldTo } from '../../test/outbox';
import { inbox } from '../activity/activity-test-helpers';
import { actor } from '../groups/groups-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { decideOn } from '../searches/core/searches-test-helpers';
import { deleteAs, editAs, messageUrl, readThreadAs, sharedThread, threadUrl, writeAs } from './threads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

const minute = 60_000;

describe('a listing’s thread', () => {
  it('takes a participant’s message and shows it to the others, oldest first, links as written', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const url = threadUrl(search, listing.id);
    const first = await writeAs(ctx, client, url, '  ¿Tiene cochera? Mirá https://example.com/plano <b>ya</b>  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      user: { id: client.user.id, name: 'Rocío Pérez', avatar_url: null },
      text: '¿Tiene cochera? Mirá https://example.com/plano <b>ya</b>',
      created_at: ctx.clock.now().toISOString(),
      edited_at: null,
    });
    ctx.clock.advance(minute);
    expect((await writeAs(ctx, agent, url, 'Sí, una cubierta.')).statusCode).toBe(201);

    const page = await readThreadAs(ctx, agent, `${url}?take=1&page=2`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ current_page: 2, last_page: 2, total: 2, next_page_url: null });
    expect(page.json().data.map((message: { text: string }) => message.text)).toEqual(['Sí, una cubierta.']);
    const all = (await readThreadAs(ctx, client, url)).json();
    expect(all.data.map((message: { user: { name: string } }) => message.user.name)).toEqual([
      'Rocío Pérez',
      'Valentina Gómez',
    ]);
    // By its numeric id too, for a participant.
    expect((await readThreadAs(ctx, client, threadUrl(search.id, listing.id))).json().total).toBe(2);
  });

  it('tells the others through the inbox and one grouped delivery per thread, never the author', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const url = threadUrl(search, listing.id);
    await writeAs(ctx, client, url, '¿Se puede visitar el sábado?');
    ctx.clock.advance(5_000);
    await writeAs(ctx, client, url, 'A la mañana, si puede ser.');

    const [item] = (await inbox(ctx, agent)).data;
    expect(item).toMatchObject({
      type: 'message',
      title: 'Rocío Pérez escribió 2 mensajes sobre «Departamento 3 ambientes en Belgrano»',
      body: 'A la mañana, si puede ser.',
      url: `/account/search/${search.uuid}/filtered?thread=${listing.id}`,
      actors: [{ id: client.user.id, name: 'Rocío Pérez' }],
      count: 2,
      read_at: null,
    });
    expect((await inbox(ctx, client)).data.filter((row) => row.type === 'message')).toEqual([]);
    expect(await toldTo(ctx, client.user.id, 'message')).toEqual([]);
    expect((await toldTo(ctx, agent.user.id, 'message')).map((row) => row.title)).toEqual([
      'Rocío Pérez escribió sobre «Departamento 3 ambientes en Belgrano»',
      'Rocío Pérez escribió sobre «Departamento 3 ambientes en Belgrano»',
    ]);
    // One delivery for the thread, waiting for it to go quiet (15 s after the last line).
    const groupKey = `thread:${search.id}:${listing.id}`;
    const pending = (await deliveries(ctx)).filter((job) => job.groupKey === groupKey);
    expect(pending).toMatchObject([{ userId: agent.user.id }]);
    expect(pending[0].runAt).toEqual(new Date(ctx.clock.now().getTime() + 15_000));
  });

  it('refuses an empty text and one over 2,000 characters with 422; 2,000 pass', async () => {
    const { client, listing, search } = await sharedThread(ctx);
    const url = threadUrl(search, listing.id);
    for (const text of ['', '   ', 'a'.repeat(2001), null]) {
      const refused = await writeAs(ctx, client, url, text);
      expect(refused.statusCode, String(text)).toBe(422);
      expect(refused.json().errors.text).toHaveLength(1);
    }
    expect((await writeAs(ctx, client, url, 'a'.repeat(2000))).statusCode).toBe(201);
  });

  it('answers 404 for a listing outside the search or that does not exist', async () => {
    const { client, publisher, search } = await sharedThread(ctx);
    const house = await makeListing(ctx, publisher, { category: 'casa', title: 'Casa en Tigre' });
    for (const id of [house.id, 999_999_999, 'abc']) {
      const answer = await writeAs(ctx, client, threadUrl(search, id), 'Hola');
      expect(answer.statusCode, String(id)).toBe(404);
    }
  });
});

describe('the thread’s count on the cards', () => {
  it('shows on the deck’s card and in the filtered results of every participant', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const url = threadUrl(search, listing.id);
    await writeAs(ctx, client, url, 'Me encanta');
    await writeAs(ctx, agent, url, 'Coordino una visita');
    const deck = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/results`,
      headers: agent.headers,
      payload: { except: [] },
    });
    expect(deck.json().find((card: { id: number }) => card.id === listing.id).message_count).toBe(2);
    const card = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/result`,
      headers: client.headers,
      payload: { id: listing.id },
    });
    expect(card.json().message_count).toBe(2);

    expect((await decideOn(ctx, client, search, { publication_id: listing.id, like: true })).statusCode).toBe(200);
    const filtered = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/filtereds?user_id=${client.user.id}`,
      headers: agent.headers,
    });
    expect(filtered.json().data).toMatchObject([{ id: listing.id, message_count: 2 }]);
  });

  it('is not told to someone who does not take part', async () => {
    const { listing, search, client } = await sharedThread(ctx);
    await writeAs(ctx, client, threadUrl(search, listing.id), 'Hola');
    const deck = await ctx.app.inject({ method: 'POST', url: `/api/search/${search.uuid}/results`, payload: {} });
    expect(deck.statusCode).toBe(200);
    expect(deck.json().find((card: { id: number }) => card.id === listing.id).message_count).toBeUndefined();
  });
});

describe('PUT and DELETE /api/search/{id}/message/{messageId}', () => {
  it('lets the author edit within 10 minutes, and nobody after', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const { id } = (await writeAs(ctx, client, threadUrl(search, listing.id), 'Tiene balcon?')).json();
    ctx.clock.advance(9 * minute);
    const edited = await editAs(ctx, client, messageUrl(search, id), '¿Tiene balcón?');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, text: '¿Tiene balcón?', edited_at: ctx.clock.now().toISOString() });
    const other = await editAs(ctx, agent, messageUrl(search, id), 'Otra cosa');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Sólo quien escribió el mensaje puede editarlo.' });
    ctx.clock.advance(1 * minute + 1);
    const late = await editAs(ctx, client, messageUrl(search, id), 'Tarde');
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: 'Pasaron más de 10 minutos: ya no podés cambiar este mensaje.' });
    expect((await readThreadAs(ctx, agent, threadUrl(search, listing.id))).json().data[0].text).toBe('¿Tiene balcón?');
  });

  it('lets the author delete within 10 minutes and the owner any message at any time', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const url = threadUrl(search, listing.id);
    const mine = (await writeAs(ctx, client, url, 'Borrador')).json().id;
    const old = (await writeAs(ctx, client, url, 'Algo que el agente no quiere ver')).json().id;
    const agents = (await writeAs(ctx, agent, url, 'Del agente')).json().id;
    const removed = await deleteAs(ctx, client, messageUrl(search, mine));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Mensaje eliminado.' });
    expect((await deleteAs(ctx, client, messageUrl(search, mine))).statusCode).toBe(404);
    const notTheirs = await deleteAs(ctx, client, messageUrl(search, agents));
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toEqual({
      message: 'Sólo quien escribió el mensaje o quien creó la búsqueda pueden eliminarlo.',
    });
    ctx.clock.advance(11 * minute);
    expect((await deleteAs(ctx, client, messageUrl(search, old))).statusCode).toBe(403);
    expect((await deleteAs(ctx, agent, messageUrl(search, old))).statusCode).toBe(200);
    const left = (await readThreadAs(ctx, client, url)).json();
    expect(left.data.map((message: { text: string }) => message.text)).toEqual(['Del agente']);
    expect(left.total).toBe(1);
  });

  it('answers 404 for a message of another search, even to that search’s owner', async () => {
    const first = await sharedThread(ctx);
    const second = await sharedThread(ctx);
    const { id } = (await writeAs(ctx, first.client, threadUrl(first.search, first.listing.id), 'Hola')).json();
    expect((await deleteAs(ctx, second.agent, messageUrl(second.search, id))).statusCode).toBe(404);
    expect((await editAs(ctx, second.agent, messageUrl(second.search, 'abc'), 'x')).statusCode).toBe(404);
    expect((await readThreadAs(ctx, first.agent, threadUrl(first.search, first.listing.id))).json().total).toBe(1);
  });

  it('keeps a stranger who was never told of the search out of every message', async () => {
    const { client, listing, search } = await sharedThread(ctx);
    const stranger = await actor(ctx);
    const { id } = (await writeAs(ctx, client, threadUrl(search, listing.id), 'Hola')).json();
    expect((await deleteAs(ctx, stranger, messageUrl(search.id, id))).statusCode).toBe(404);
    expect((await deleteAs(ctx, stranger, messageUrl(search, id))).statusCode).toBe(403);
  });
});
