// Who may do what in a group (product.md, Groups): a non-member does not learn the group exists (404), a member who is
// not admin is refused admin actions (403).
import type { Database } from '../../db/client';
import type { GroupUserRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import { findMembership } from './groups.queries';

export async function requireMember(db: Database, groupId: number, userId: number): Promise<GroupUserRow> {
  const membership = await findMembership(db, groupId, userId);
  if (!membership) throw notFound();
  return membership;
}

export async function requireAdmin(db: Database, groupId: number, userId: number): Promise<GroupUserRow> {
  const membership = await requireMember(db, groupId, userId);
  if (!membership.admin) throw forbidden();
  return membership;
}
