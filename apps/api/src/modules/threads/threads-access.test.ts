// Who may read and write a listing's thread: the search's participants only. Whoever may see the search without
// taking part gets 403 on every operation; whoever may not see it, 404. An administrator impersonating someone reads
// as them and never writes in their name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { admin, call } from '../admin/admin-test-helpers';
import { bearer } from '../auth/auth-test-helpers';
import { actor, groupWithRoles, type Actor } from '../groups/groups-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { createSearchAs, searchNotFoundBody } from '../searches/core/searches-test-helpers';
import {
  deleteAs,
  editAs,
  messageUrl,
  notParticipantBody,
  readThreadAs,
  sharedThread,
  threadUrl,
  writeAs,
} from './threads-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rateLimit: { max: 1_000_000, windowMs: 60_000 } } });
});
afterAll(() => ctx.close());

/** Every operation on the thread as `who`, at the search's path `id`: their four statuses and bodies. */
async function everyOperation(who: Actor | null, id: string | number, publicationId: number, messageId: number) {
  const answers = await Promise.all([
    readThreadAs(ctx, who, threadUrl(id, publicationId)),
    writeAs(ctx, who, threadUrl(id, publicationId), 'Hola'),
    editAs(ctx, who, messageUrl(id, messageId), 'Cambiado'),
    deleteAs(ctx, who, messageUrl(id, messageId)),
  ]);
  return answers.map((answer) => ({ status: answer.statusCode, body: answer.json() }));
}

const forbidden = Array(4).fill({ status: 403, body: notParticipantBody });
const hidden = Array(4).fill({ status: 404, body: searchNotFoundBody });

describe('a shared search’s thread', () => {
  it('answers 403 to a visitor and a stranger with its link, 404 by its guessable id', async () => {
    const { client, listing, search } = await sharedThread(ctx);
    const { id } = (await writeAs(ctx, client, threadUrl(search, listing.id), 'Sólo para nosotros')).json();
    const stranger = await actor(ctx, { name: 'Santiago López' });
    expect(await everyOperation(null, search.uuid, listing.id, id)).toEqual(forbidden);
    expect(await everyOperation(stranger, search.uuid, listing.id, id)).toEqual(forbidden);
    expect(await everyOperation(null, search.id, listing.id, id)).toEqual(hidden);
    expect(await everyOperation(stranger, search.id, listing.id, id)).toEqual(hidden);
    // Nothing they tried reached the thread.
    const thread = (await readThreadAs(ctx, client, threadUrl(search, listing.id))).json();
    expect(thread.data.map((message: { text: string }) => message.text)).toEqual(['Sólo para nosotros']);
  });

  it('lets an impersonating administrator read as a participant, never write; as a stranger, nothing', async () => {
    const { agent, client, listing, search } = await sharedThread(ctx);
    const { id } = (await writeAs(ctx, client, threadUrl(search, listing.id), 'Hola')).json();
    const boss = await admin(ctx, ['users', 'searches'], { name: 'Ana Administradora' });
    // Their own session takes no part.
    expect(await everyOperation(boss, search.uuid, listing.id, id)).toEqual(forbidden);
    expect(await everyOperation(boss, search.id, listing.id, id)).toEqual(hidden);

    const token = (await call(ctx, boss, 'POST', `/admin/user/${agent.user.id}/impersonate`)).json().access_token;
    const asAgent: Actor = { user: agent.user, headers: bearer(token) };
    const read = await readThreadAs(ctx, asAgent, threadUrl(search, listing.id));
    expect(read.statusCode).toBe(200);
    expect(read.json().total).toBe(1);
    const impersonating = { message: 'Mientras actuás como otra persona no podés escribir en sus conversaciones.' };
    const writes = [
      await writeAs(ctx, asAgent, threadUrl(search, listing.id), 'Escrito por otra persona'),
      await editAs(ctx, asAgent, messageUrl(search, id), 'x'),
      await deleteAs(ctx, asAgent, messageUrl(search, id)),
    ];
    expect(writes.map((answer) => [answer.statusCode, answer.json()])).toEqual(Array(3).fill([403, impersonating]));

    const stranger = await actor(ctx);
    const strangerToken = (await call(ctx, boss, 'POST', `/admin/user/${stranger.user.id}/impersonate`)).json()
      .access_token;
    const asStranger: Actor = { user: stranger.user, headers: bearer(strangerToken) };
    expect(await everyOperation(asStranger, search.uuid, listing.id, id)).toEqual(forbidden);
    expect((await readThreadAs(ctx, client, threadUrl(search, listing.id))).json().total).toBe(1);
  });
});

describe('a group search’s thread', () => {
  it('answers 403 to a member of its group who has not joined, and 404 to a member of another group', async () => {
    const team = await groupWithRoles(ctx, { name: 'Inmobiliaria Centro' });
    const other = await groupWithRoles(ctx, { name: 'Inmobiliaria Oeste' });
    const listing = await makeListing(ctx, team.admin, { title: 'PH en Caballito' });
    const search = await createSearchAs(ctx, team.owner, { group_id: team.group.id, title: 'Para el equipo' });
    const { id } = (await writeAs(ctx, team.owner, threadUrl(search, listing.id), 'Revisen éste')).json();
    expect(id).toEqual(expect.any(Number));

    expect(await everyOperation(team.member, search.id, listing.id, id)).toEqual(forbidden);
    expect(await everyOperation(other.owner, search.id, listing.id, id)).toEqual(hidden);
    expect(await everyOperation(other.member, search.uuid, listing.id, id)).toEqual(hidden);

    // A decision makes the member a participant, who may then read and write.
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/decision`,
      headers: team.member.headers,
      payload: { publication_id: listing.id, like: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await writeAs(ctx, team.member, threadUrl(search.id, listing.id), 'Me gusta')).statusCode).toBe(201);
    expect((await readThreadAs(ctx, team.owner, threadUrl(search, listing.id))).json().total).toBe(2);
  });
});
