// Two people writing in one thread at once: on PostgreSQL (npm run test:pg) the requests run side by side on a pool
// of connections; on PGlite the same file checks the same outcome with them interleaved. The thread keeps every
// message, its count on the cards follows, each person's inbox item counts exactly the others' messages, and a
// message deleted by two people at once goes once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { inbox } from '../activity/activity-test-helpers';
import { deleteAs, messageUrl, readThreadAs, sharedThread, threadUrl, writeAs } from './threads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

describe('a thread written by two people at once', () => {
  it('keeps every message, counts them right on the cards and groups each inbox item right', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const url = threadUrl(search, listing.id);
    const writes = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        writeAs(ctx, index % 2 === 0 ? client : agent, url, `Mensaje ${index + 1}`),
      ),
    );
    expect(writes.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));

    const thread = (await readThreadAs(ctx, agent, url)).json();
    expect(thread.total).toBe(12);
    expect(thread.data.map((message: { text: string }) => message.text).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `Mensaje ${index + 1}`).sort(),
    );
    const ids = thread.data.map((message: { id: number }) => message.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));

    const deck = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/results`,
      headers: client.headers,
      payload: { except: [] },
    });
    expect(deck.json().find((card: { id: number }) => card.id === listing.id).message_count).toBe(12);

    const agentItems = (await inbox(ctx, agent)).data.filter((item) => item.type === 'message');
    const clientItems = (await inbox(ctx, client)).data.filter((item) => item.type === 'message');
    expect(agentItems.map((item) => item.count)).toEqual([6]);
    expect(clientItems.map((item) => item.count)).toEqual([6]);
  });

  it('deletes a message once when its author and the owner delete it at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { agent, client, listing, search } = await sharedThread(ctx);
      const url = threadUrl(search, listing.id);
      const { id } = (await writeAs(ctx, client, url, 'Me equivoqué')).json();
      await writeAs(ctx, client, url, 'Ésta queda');
      const answers = await Promise.all([
        deleteAs(ctx, client, messageUrl(search, id)),
        deleteAs(ctx, agent, messageUrl(search, id)),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      const left = (await readThreadAs(ctx, agent, url)).json();
      expect(left.total).toBe(1);
      expect(left.data[0].text).toBe('Ésta queda');
    }
  });
});
