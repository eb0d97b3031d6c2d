// Helpers for the administration tests: signed-in users holding given permissions, and the audit rows of a subject.
import { and, asc, eq } from 'drizzle-orm';
import { adminAuditEntries, type NewUserRow } from '../../db/schema/index';
import type { TestContext } from '../../test/context';
import { actor, type Actor } from '../groups/groups-test-helpers';

export const forbiddenBody = { message: 'No tienes los permisos suficientes.' };
export const guestBody = { message: 'No te encuentras autenticado.' };

/** A signed-in user holding `permissions`. */
export function admin(ctx: TestContext, permissions: string[], values: Partial<NewUserRow> = {}): Promise<Actor> {
  return actor(ctx, { permissions, ...values });
}

export function call(
  ctx: TestContext,
  who: Actor | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function auditRows(ctx: TestContext, subjectType: 'user' | 'group', subjectId: number) {
  return ctx.db
    .select()
    .from(adminAuditEntries)
    .where(and(eq(adminAuditEntries.subjectType, subjectType), eq(adminAuditEntries.subjectId, subjectId)))
    .orderBy(asc(adminAuditEntries.id));
}
