import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { makeListing } from '../searches/core/search-test-helpers';
import { sharedSearchOf } from '../searches/core/searches-test-helpers';

export const notParticipantBody = {
  message: 'Sólo quienes participan de la búsqueda pueden leer y escribir en esta conversación.',
};

/** An agent's shared search about apartments on sale, joined by a client, and a listing of it. */
export async function sharedThread(ctx: TestContext, names = { agent: 'Valentina Gómez', client: 'Rocío Pérez' }) {
  const agent = await actor(ctx, { name: names.agent, notificationTypes: ['message'] });
  const client = await actor(ctx, { name: names.client, notificationTypes: ['message'] });
  const publisher = await actor(ctx, { name: 'Inmobiliaria Norte' });
  const listing = await makeListing(ctx, publisher, { title: 'Departamento 3 ambientes en Belgrano' });
  const search = await sharedSearchOf(ctx, agent, [client], { title: 'Departamentos en venta' });
  return { agent, client, publisher, listing, search };
}

export function threadUrl(search: { uuid: string } | string | number, publicationId: number | string) {
  const id = typeof search === 'object' ? search.uuid : search;
  return `/api/search/${id}/publication/${publicationId}/message`;
}

export function readThreadAs(ctx: TestContext, who: Actor | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
}

export function writeAs(ctx: TestContext, who: Actor | null, url: string, text: unknown) {
  return ctx.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: { text } });
}

export function messageUrl(search: { uuid: string } | string | number, messageId: number | string) {
  const id = typeof search === 'object' ? search.uuid : search;
  return `/api/search/${id}/message/${messageId}`;
}

export function editAs(ctx: TestContext, who: Actor | null, url: string, text: unknown) {
  return ctx.app.inject({ method: 'PUT', url, headers: who?.headers ?? {}, payload: { text } });
}

export function deleteAs(ctx: TestContext, who: Actor | null, url: string) {
  return ctx.app.inject({ method: 'DELETE', url, headers: who?.headers ?? {} });
}
