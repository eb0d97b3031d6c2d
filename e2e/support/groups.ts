// Groups made through the API for flows whose subject is something else (listings, searches).
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';
import { codeFromMail } from './mail';

export function auth(account: Account) {
  return { Authorization: `Bearer ${account.token.access_token}` };
}

/** A group of two verified members: `admin` creates it, `member` verifies their email and accepts the invitation. */
export async function groupOfTwo(
  request: APIRequestContext,
  admin: Account,
  member: Account,
  name: string,
): Promise<number> {
  const created = await request.post('/api/account/group', { headers: auth(admin), data: { name, public: '' } });
  expect(created.status(), await created.text()).toBe(201);
  const group = (await created.json()) as { id: number };
  await request.post('/api/auth/verify/send', { headers: auth(member) });
  const verified = await request.post('/api/auth/verify/check', {
    headers: auth(member),
    data: { code: await codeFromMail(member.email, 1) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { uuid } = (await (
    await request.post(`/api/account/group/${group.id}/user/invite`, { headers: auth(admin) })
  ).json()) as { uuid: string };
  const accepted = await request.put(`/api/invitation/${uuid}/accept`, { headers: auth(member) });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return group.id;
}
