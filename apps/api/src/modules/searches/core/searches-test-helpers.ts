// Helpers for the searches API tests: searches made through POST /api/search as the builder makes them, decisions
// and undo as the deck sends them, and what the database holds about a search (rows and counters).
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { publications, searchDecisions, searches, searchParticipants } from '../../../db/schema/index';
import type { TestContext } from '../../../test/context';
import type { Actor } from '../../groups/groups-test-helpers';

export const guestBody = { message: 'No te encuentras autenticado.' };
export const searchNotFoundBody = { message: 'La búsqueda no existe o no tenés acceso a ella.' };

/** A property filter for apartments on sale, as the wizard sends it. */
export const apartmentsOnSale = { type: 'property', category: 'departamento', operation: 'venta' } as const;

export function postSearch(ctx: TestContext, who: Actor | null, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/search', headers: who?.headers ?? {}, payload: body });
}

/** A search made through the API (201), by `who` (null: a visitor). */
export async function createSearchAs(ctx: TestContext, who: Actor | null, body: Record<string, unknown> = {}) {
  const response = await postSearch(ctx, who, { uuid: randomUUID(), filters: [apartmentsOnSale], ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; uuid: string; title: string; user_id: number | null };
}

export function getSearch(ctx: TestContext, who: Actor | null, id: number | string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/search/${id}${query}`, headers: who?.headers ?? {} });
}

export function decideOn(
  ctx: TestContext,
  who: Actor | null,
  search: { uuid: string } | string,
  body: Record<string, unknown>,
) {
  const id = typeof search === 'string' ? search : search.uuid;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${id}/decision`,
    headers: who?.headers ?? {},
    payload: body,
  });
}

export function undoOn(ctx: TestContext, who: Actor | null, search: { uuid: string } | string, publicationId: unknown) {
  const id = typeof search === 'string' ? search : search.uuid;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/search/${id}/undo`,
    headers: who?.headers ?? {},
    payload: { publication_id: publicationId },
  });
}

/** What the counters show once the moves decisions left are applied, as the app does within a second. */
export async function applyCounters(ctx: TestContext): Promise<void> {
  await ctx.app.decisionCounters.apply();
}

/** A search's row, participants and decisions, to prove what a request wrote or left alone. */
export async function searchState(ctx: TestContext, searchId: number) {
  await applyCounters(ctx);
  const [row] = await ctx.db.select().from(searches).where(eq(searches.id, searchId));
  return {
    search: row ?? null,
    participants: await ctx.db
      .select()
      .from(searchParticipants)
      .where(eq(searchParticipants.searchId, searchId))
      .orderBy(asc(searchParticipants.userId)),
    decisions: await ctx.db
      .select()
      .from(searchDecisions)
      .where(eq(searchDecisions.searchId, searchId))
      .orderBy(asc(searchDecisions.userId), asc(searchDecisions.publicationId)),
  };
}

/** A listing's counters and relevance as stored. */
export async function listingCounters(ctx: TestContext, publicationId: number) {
  await applyCounters(ctx);
  const [row] = await ctx.db
    .select({
      like_count: publications.likeCount,
      decisions_count: publications.decisionsCount,
      relevance: publications.relevance,
    })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row;
}

/** The decisions of one participant on one listing in one search (never more than one). */
export async function decisionRows(ctx: TestContext, searchId: number, userId: number, publicationId: number) {
  return ctx.db
    .select()
    .from(searchDecisions)
    .where(
      and(
        eq(searchDecisions.searchId, searchId),
        eq(searchDecisions.userId, userId),
        eq(searchDecisions.publicationId, publicationId),
      ),
    );
}

/** A search of `owner` shared by link ('Invitar'), joined by each of `joiners` through it. */
export async function sharedSearchOf(
  ctx: TestContext,
  owner: Actor,
  joiners: Actor[] = [],
  body: Record<string, unknown> = {},
) {
  const search = await createSearchAs(ctx, owner, body);
  const share = await ctx.app.inject({
    method: 'PUT',
    url: `/api/search/${search.id}`,
    headers: owner.headers,
    payload: { shareable: true },
  });
  expect(share.statusCode, share.body).toBe(200);
  for (const joiner of joiners) {
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/search/${search.uuid}/join`,
      headers: joiner.headers,
    });
    expect(join.statusCode, join.body).toBe(200);
  }
  return search;
}
