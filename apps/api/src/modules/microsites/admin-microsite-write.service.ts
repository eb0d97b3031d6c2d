// The administration of microsites, writes: create, edit and delete, for holders of the 'microsites' permission.
// - The form is checked and its logos re-encoded before anything is written; then the logos are stored under new
//   names, and the row, its users and the audit entry are written in one transaction. When that transaction fails
//   (a user gone, a host another microsite took meanwhile), the new files are removed: a refused request leaves
//   nothing behind. Files a committed edit replaced or removed, and a deleted microsite's files, go after the commit.
// - Edits and deletions of one microsite queue on its row's lock; the host's unique index decides two microsites
//   claiming one host at once (the loser gets the same 422 as the usual case).
// - After every committed change the host resolution is told (microsite-changes.ts).
import {
  micrositeMessages,
  type AdminMicrosite,
  type MicrositeForm,
  type MicrositeUpdate,
} from '@vitrina/shared/microsites';
import type { Database } from '../../db/client';
import type { MicrositeRow } from '../../db/schema/index';
import { fieldError, type FieldErrors } from '../../lib/errors';
import { changedFields, recordAudit, type AdminActor, type AuditAction } from '../audit';
import {
  deleteMicrositeRow,
  existingUserIds,
  findMicrosite,
  hostTakenByOther,
  insertMicrosite,
  lockMicrosite,
  micrositeUserIds,
  setMicrositeUsers,
  updateMicrosite,
  type MicrositeChanges,
} from './admin-microsites.queries';
import { micrositeMissing, showAdminMicrosite, type MicrositesDeps } from './admin-microsites.service';
import { notifyMicrositeChanged } from './microsite-changes';
import { readCreateForm, readUpdateForm, throwIfAny } from './microsite-form';
import {
  logoKinds,
  logoPathsOf,
  removeFiles,
  storedKeys,
  storeLogos,
  type LogoKind,
  type StoredLogos,
} from './microsite-logos';

type Members = { userIds: number[]; defaultId: number | null };
type LogoColumns = Pick<
  MicrositeRow,
  'logoMainPath' | 'logoSecondaryPath' | 'logoSquarePath' | 'iconSmallPath' | 'iconLargePath'
>;

const hostTaken = () => fieldError('host', micrositeMessages.hostTaken);

export async function createAdminMicrosite(
  deps: MicrositesDeps,
  actor: AdminActor,
  body: Record<string, unknown>,
): Promise<{ message: string; microsite: AdminMicrosite }> {
  const { fields, logos } = await readCreateForm(body, deps.publicUrl);
  const members = { userIds: [...new Set(fields.users)], defaultId: fields.default_user_id };
  const stored = await storeLogos(deps.storage, logos);
  const id = await undoFilesOnFailure(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      await checkReferences(tx, { host: fields.host, exceptId: null, members, usersSent: true, defaultSent: true });
      const now = deps.clock.now();
      const values = {
        name: fields.name,
        host: fields.host,
        description: fields.description,
        status: fields.status,
        style: fields.style,
        settings: fields.settings,
        presetFilters: fields.filters ?? [],
        ...logoColumns(null, stored, new Set()),
      };
      const row = await insertMicrosite(tx, values, now);
      if (!row) throw hostTaken();
      await setMicrositeUsers(tx, row.id, members.userIds, fields.default_user_id, now);
      await audit(tx, deps, actor, 'microsite.create', row.id, null, auditFields(row, members));
      return row.id;
    }),
  );
  notifyMicrositeChanged();
  return { message: micrositeMessages.created, microsite: await showAdminMicrosite(deps, id) };
}

export async function updateAdminMicrosite(
  deps: MicrositesDeps,
  actor: AdminActor,
  micrositeId: number,
  body: Record<string, unknown>,
): Promise<{ message: string; microsite: AdminMicrosite }> {
  // An unknown microsite is a 404 whatever the form holds.
  if (!(await findMicrosite(deps.db, micrositeId))) throw micrositeMissing();
  const { fields, logos, remove } = await readUpdateForm(body, deps.publicUrl);
  const stored = await storeLogos(deps.storage, logos);
  const replaced = await undoFilesOnFailure(deps, stored, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockMicrosite(tx, micrositeId);
      if (!current) throw micrositeMissing();
      const before = toMembers(await micrositeUserIds(tx, micrositeId));
      const members: Members = {
        userIds: fields.users ? [...new Set(fields.users)] : before.userIds,
        defaultId: fields.default_user_id ?? before.defaultId,
      };
      const host = fields.host !== undefined && fields.host !== current.host ? fields.host : undefined;
      await checkReferences(tx, {
        host,
        exceptId: micrositeId,
        members,
        usersSent: fields.users !== undefined,
        // A microsite whose default account was deleted still takes edits that leave its users alone.
        defaultSent: fields.users !== undefined || fields.default_user_id !== undefined,
      });
      const changes: MicrositeChanges = { ...textColumns(fields), ...logoColumns(current, stored, remove) };
      const now = deps.clock.now();
      if (!(await updateMicrosite(tx, micrositeId, changes, now))) throw hostTaken();
      if (!sameMembers(members, before))
        await setMicrositeUsers(tx, micrositeId, members.userIds, members.defaultId!, now);
      const after = { ...current, ...changes };
      const diff = changedFields(auditFields(current, before), auditFields(after, members));
      if (diff) await audit(tx, deps, actor, 'microsite.update', micrositeId, diff.before, diff.after);
      // The files the row pointed at and no longer does.
      const kept = new Set(logoPathsOf(after));
      return logoPathsOf(current).filter((key) => !kept.has(key));
    }),
  );
  await removeFiles(deps.storage, replaced);
  notifyMicrositeChanged();
  return { message: micrositeMessages.updated, microsite: await showAdminMicrosite(deps, micrositeId) };
}

export async function deleteAdminMicrosite(
  deps: MicrositesDeps,
  actor: AdminActor,
  micrositeId: number,
): Promise<{ message: string }> {
  const deleted = await deps.db.transaction(async (tx) => {
    const current = await lockMicrosite(tx, micrositeId);
    if (!current) throw micrositeMissing();
    const members = toMembers(await micrositeUserIds(tx, micrositeId));
    await deleteMicrositeRow(tx, micrositeId);
    await audit(tx, deps, actor, 'microsite.delete', micrositeId, auditFields(current, members), null);
    return current;
  });
  await removeFiles(deps.storage, logoPathsOf(deleted));
  notifyMicrositeChanged();
  return { message: micrositeMessages.deleted };
}

/** Runs the write; when it fails, the files stored for it are removed before the error goes on. */
async function undoFilesOnFailure<T>(deps: MicrositesDeps, stored: StoredLogos, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeFiles(deps.storage, storedKeys(stored));
    throw error;
  }
}

/** What the form's fields need from the database: a free host, users that exist, a default among them. */
async function checkReferences(
  tx: Database,
  check: {
    host: string | undefined;
    exceptId: number | null;
    members: Members;
    usersSent: boolean;
    defaultSent: boolean;
  },
): Promise<void> {
  const errors: FieldErrors = {};
  if (check.host !== undefined && (await hostTakenByOther(tx, check.host, check.exceptId)))
    errors.host = [micrositeMessages.hostTaken];
  const { userIds, defaultId } = check.members;
  if (check.usersSent) {
    const found = await existingUserIds(tx, userIds);
    if (userIds.some((id) => !found.has(id))) errors.users = [micrositeMessages.userUnknown];
  }
  if (check.defaultSent && (defaultId === null || !userIds.includes(defaultId)))
    errors.default_user_id = [micrositeMessages.defaultNotListed];
  throwIfAny(errors);
}

function sameMembers(a: Members, b: Members): boolean {
  const ids = (members: Members) => [...members.userIds].sort((x, y) => x - y).join(',');
  return a.defaultId === b.defaultId && ids(a) === ids(b);
}

function toMembers(rows: { userId: number; isDefault: boolean }[]): Members {
  return { userIds: rows.map((row) => row.userId), defaultId: rows.find((row) => row.isDefault)?.userId ?? null };
}

/** The row's columns a form's text fields set (only those sent, on an edit). */
function textColumns(fields: MicrositeForm | MicrositeUpdate): MicrositeChanges {
  const columns: MicrositeChanges = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.host !== undefined) columns.host = fields.host;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.status !== undefined) columns.status = fields.status;
  if (fields.style !== undefined) columns.style = fields.style;
  if (fields.settings !== undefined) columns.settings = fields.settings;
  if (fields.filters !== undefined) columns.presetFilters = fields.filters;
  return columns;
}

const pathColumn = {
  main: 'logoMainPath',
  secondary: 'logoSecondaryPath',
  square: 'logoSquarePath',
} as const satisfies Record<LogoKind, keyof LogoColumns>;

/** The logo columns an upload or a removal changes; the square logo carries its icons along. */
function logoColumns(current: LogoColumns | null, stored: StoredLogos, remove: Set<LogoKind>): Partial<LogoColumns> {
  const columns: Partial<LogoColumns> = {};
  for (const kind of logoKinds) {
    const entry = stored[kind];
    if (!entry && !(remove.has(kind) && current?.[pathColumn[kind]])) continue;
    columns[pathColumn[kind]] = entry?.path ?? null;
    if (kind === 'square') {
      columns.iconSmallPath = entry?.iconSmallPath ?? null;
      columns.iconLargePath = entry?.iconLargePath ?? null;
    }
  }
  return columns;
}

/** What an audit entry records of a microsite: its fields, its users and its logos' storage keys (never bytes). */
function auditFields(row: Omit<MicrositeRow, 'id' | 'createdAt' | 'updatedAt'>, members: Members) {
  return {
    name: row.name,
    host: row.host,
    description: row.description,
    status: row.status,
    style: row.style,
    settings: row.settings,
    filters: row.presetFilters,
    users: [...members.userIds].sort((a, b) => a - b),
    default_user_id: members.defaultId,
    logo_main: row.logoMainPath,
    logo_secondary: row.logoSecondaryPath,
    logo_square: row.logoSquarePath,
  };
}

function audit(
  tx: Database,
  deps: MicrositesDeps,
  actor: AdminActor,
  action: AuditAction,
  micrositeId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return recordAudit(tx, deps.clock, {
    actor,
    action,
    subjectType: 'microsite',
    subjectId: micrositeId,
    before,
    after,
  });
}
