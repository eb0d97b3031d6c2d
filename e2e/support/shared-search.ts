import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { signUpByApi, type Account } from './accounts';
import { sellerWithFlats } from './listings';
import { uniqueEmail } from './mail';

export const auth = (account: Account) => ({ Authorization: `Bearer ${account.token.access_token}` });

/** An agent's shared search over a seller's five flats, joined by a client; `label` keeps each flow's people apart. */
export async function joinedSharedSearch(
  request: APIRequestContext,
  label: string,
): Promise<{ agent: Account; client: Account; uuid: string }> {
  const { userId } = await sellerWithFlats(request, label);
  const agent = await signUpByApi(request, 'Valentina Gómez', uniqueEmail(`agente-${label}`));
  const client = await signUpByApi(request, 'Rocío Díaz', uniqueEmail(`cliente-${label}`));
  const created = await request.post('/api/search', {
    headers: auth(agent),
    data: {
      uuid: randomUUID(),
      title: 'Departamento en venta',
      user_id: userId,
      filters: [{ type: 'property', category: 'departamento' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const shared = await request.put(`/api/search/${uuid}`, { headers: auth(agent), data: { shareable: true } });
  expect(shared.status()).toBe(200);
  expect((await request.post(`/api/search/${uuid}/join`, { headers: auth(client) })).status()).toBe(200);
  return { agent, client, uuid };
}
