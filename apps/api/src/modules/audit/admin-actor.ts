// Who acts in the administration: the admin, and the person impersonating them when there is one. A file of its own,
// so the audit log and the services that act as an admin read it without importing each other.
import type { UserRow } from '../../db/schema/index';

export type AdminActor = { user: UserRow; impersonator: { id: number; name: string } | null };
