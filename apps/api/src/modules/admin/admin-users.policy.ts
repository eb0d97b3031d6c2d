// Whom an admin may act on (docs/product.md, Administration), in one place for the writes and for the admin view of
// a user, which tells the screen which actions to offer:
// - an admin edits (any field), deletes or impersonates only a person whose permissions are all among their own
//   (in an impersonation session, the session's: those both people hold); anything else is 403;
// - every permission keeps a holder: its last holder can neither lose it nor be deleted (422);
// - nobody deletes or impersonates themselves, nor impersonates from an impersonation session.
import type { AdminHolder } from './admin-users.queries';

export const usersPermission = 'users';

/** True when every permission `target` holds is among `held`. */
export function mayManage(held: readonly string[], target: readonly string[]): boolean {
  return target.every((permission) => held.includes(permission));
}

/** The first of `lost` that no admin but `userId` holds, among `admins` (the locked rows, or the view's read). */
export function lastHeld(lost: readonly string[], admins: readonly AdminHolder[], userId: number): string | null {
  return (
    lost.find((permission) => !admins.some((admin) => admin.id !== userId && admin.permissions.includes(permission))) ??
    null
  );
}

/**
 * The actions the admin view of a user offers to the asking admin. The last-holder rule needs no read here: an admin
 * who may manage someone holds every permission they hold, so is a holder besides them; it decides only when admins
 * drop a permission themselves, or act on each other at the same moment (the writes lock the admins for that).
 */
export function actionsOn(
  actor: { id: number; permissions: readonly string[]; impersonating: boolean },
  target: { id: number; permissions: readonly string[] },
): { can_edit: boolean; can_delete: boolean; can_impersonate: boolean } {
  const manageable = actor.permissions.includes(usersPermission) && mayManage(actor.permissions, target.permissions);
  const self = actor.id === target.id;
  return {
    can_edit: manageable,
    can_delete: manageable && !self,
    can_impersonate: manageable && !self && !actor.impersonating,
  };
}
