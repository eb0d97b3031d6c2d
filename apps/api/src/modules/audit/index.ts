// The administration's audit log (product.md, Administration), a module of its own so that both the admin services
// and the microsites' administration write and read it without importing each other.
export type { AdminActor } from './admin-actor';
export { changedFields, latestAudit, recordAudit, type AuditAction } from './audit.service';
