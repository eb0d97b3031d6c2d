// GET /api/account/activity/stream and POST /api/account/activity/ticket: who may open it (a bearer header, or a
// ticket that serves once and for a minute), an item written through another app instance on the same database
// reaching an open stream within 2 s (on PostgreSQL by LISTEN/NOTIFY, on PGlite by its own), a reconnection with
// Last-Event-ID getting what it missed, the heartbeat, and the read marks' count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { actor, guestBody, type Actor } from '../groups/groups-test-helpers';
import { coincidenceOf, markRead, tell } from './activity-test-helpers';

let one: TestContext;
let two: TestContext;
let base: string;
beforeAll(async () => {
  const config = { rateLimit: { max: 1_000_000, windowMs: 60_000 }, activityHeartbeatMs: 200 };
  one = await createTestContext({ config });
  // A second instance of the API on the same database, listening on a port as behind a load balancer.
  two = await createTestContext({ config, database: one.database });
  base = await two.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

type Event = { id?: string; event?: string; data?: unknown; comment?: boolean };

/** An open stream of `base`: its events as they arrive, parsed. */
async function openStream(headers: Record<string, string>, query = '') {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/account/activity/stream${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: Event[] = [];
  const waiters: (() => void)[] = [];
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: Event = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) event.comment = true;
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6));
          }
          events.push(event);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();
  async function next(match: (event: Event) => boolean, timeoutMs = 2000): Promise<Event> {
    const started = Date.now();
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return {
    response,
    events,
    next,
    async close() {
      controller.abort();
      await done;
    },
  };
}

const ticket = (ctx: TestContext, who: Actor | null) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/activity/ticket', headers: who?.headers ?? {} });

describe('GET /api/account/activity/stream', () => {
  it('shows an item written through another instance within 2 s, with the unread count', async () => {
    const agent = await actor(one, { name: 'Valentina Gómez' });
    const client = await actor(one, { name: 'Rocío Díaz' });
    const stream = await openStream(agent.headers);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.next((event) => event.event === 'unread')).toMatchObject({ data: { unread: 0 } });

    const written = Date.now();
    await tell(one, [agent.user.id], coincidenceOf(50_000, client.user.id, 'Casa'));
    const event = await stream.next((item) => item.event === 'activity');
    expect(Date.now() - written).toBeLessThan(2000);
    expect(event.data).toMatchObject({
      unread: 1,
      item: { type: 'search_coincidence', count: 1, actors: [{ name: 'Rocío Díaz' }] },
    });
    expect(Number(event.id)).toBeGreaterThan(0);
    // A heartbeat comment keeps it open.
    await stream.next((item) => item.comment === true);
    await stream.close();
  });

  it('never shows another person’s items', async () => {
    const agent = await actor(one, { name: 'Privada' });
    const other = await actor(one, { name: 'Otra persona' });
    const stream = await openStream(agent.headers);
    await stream.next((event) => event.event === 'unread');
    await tell(one, [other.user.id], coincidenceOf(50_001, agent.user.id, 'Casa'));
    await tell(one, [agent.user.id], coincidenceOf(50_002, other.user.id, 'Casa'));
    const event = await stream.next((item) => item.event === 'activity');
    expect(event.data).toMatchObject({ item: { url: expect.any(String) }, unread: 1 });
    expect(stream.events.filter((item) => item.event === 'activity')).toHaveLength(1);
    await stream.close();
  });

  it('sends what moved after Last-Event-ID first when a client comes back, and the count after read marks', async () => {
    const agent = await actor(one, { name: 'Reconexión' });
    await tell(one, [agent.user.id], coincidenceOf(50_010, 1, 'a'));
    const first = await openStream(agent.headers);
    await first.next((event) => event.event === 'unread');
    await tell(one, [agent.user.id], coincidenceOf(50_011, 1, 'b'));
    const seen = await first.next((event) => event.event === 'activity');
    await first.close();
    // Missed while away: one new item and one that grew.
    await tell(one, [agent.user.id], coincidenceOf(50_012, 1, 'c'));
    await tell(one, [agent.user.id], coincidenceOf(50_010, 1, 'a2'));
    const again = await openStream({ ...agent.headers, 'last-event-id': seen.id! });
    await again.next(
      (event) => event.event === 'activity' && (event.data as { item: { count: number } }).item.count === 2,
    );
    const moved = again.events.filter((event) => event.event === 'activity');
    expect(moved).toHaveLength(2);
    expect(moved.map((event) => Number(event.id))).toEqual(
      [...moved.map((event) => Number(event.id))].sort((a, b) => a - b),
    );

    expect((await markRead(one, agent, { all: true })).statusCode).toBe(200);
    await again.next((event) => event.event === 'unread' && (event.data as { unread: number }).unread === 0);
    await again.close();
  });

  it('opens with a ticket once; refuses a guest, a spent, unknown or expired ticket with 401', async () => {
    const agent = await actor(one, { name: 'Con permiso' });
    expect((await ticket(one, null)).statusCode).toBe(401);
    const given = await ticket(one, agent);
    expect(given.statusCode, given.body).toBe(200);
    const { ticket: value, expires_in } = given.json() as { ticket: string; expires_in: number };
    expect(expires_in).toBe(60);

    const stream = await openStream({}, `?ticket=${value}`);
    expect(stream.response.status).toBe(200);
    await stream.next((event) => event.event === 'unread');
    await stream.close();

    const spent = await two.app.inject({ method: 'GET', url: `/api/account/activity/stream?ticket=${value}` });
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual(guestBody);
    const guest = await two.app.inject({ method: 'GET', url: '/api/account/activity/stream' });
    expect(guest.statusCode).toBe(401);
    const unknown = await two.app.inject({
      method: 'GET',
      url: `/api/account/activity/stream?ticket=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(401);

    const late = (await ticket(one, agent)).json() as { ticket: string };
    two.clock.set(new Date(one.clock.now().getTime() + 61_000));
    const expired = await two.app.inject({ method: 'GET', url: `/api/account/activity/stream?ticket=${late.ticket}` });
    expect(expired.statusCode).toBe(401);
    two.clock.set(one.clock.now());
  });

  it('answers a caller that does not take a stream what is pending, and ends (a poll)', async () => {
    const agent = await actor(one, { name: 'Sondeo' });
    await tell(one, [agent.user.id], coincidenceOf(50_020, 1, 'a'));
    const polled = await two.app.inject({
      method: 'GET',
      url: '/api/account/activity/stream?last_event_id=0',
      headers: agent.headers,
    });
    expect(polled.statusCode).toBe(200);
    expect(polled.body).toContain('event: activity');
    expect(polled.body).toContain('"unread":1');
  });
});
