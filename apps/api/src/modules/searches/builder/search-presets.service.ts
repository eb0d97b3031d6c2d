// GET /search/presets: the filters a new search of a scope starts with (product.md, Administration: Filtros
// predefinidos, of a user, a group and a microsite, set by an admin). A store's and an active microsite's are public,
// as their listings are; a group's are its members' business, and anyone else does not learn the group exists (404, as
// POST /search answers).
import type { SearchFilter } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../lib/errors';
import { findGroupById, findMembership } from '../../groups';
import { findActiveMicrosite } from '../../microsites';
import { userPresetFilters } from '../core/searches.queries';

export type PresetScope = { user_id?: number; group_id?: number; microsite_id?: number };

export const presetScopeMessage = 'Indica un solo alcance: user_id, group_id o microsite_id.';

export async function presetFilters(
  db: Database,
  viewer: UserRow | null,
  scope: PresetScope,
): Promise<{ filters: SearchFilter[] }> {
  const named = [scope.user_id, scope.group_id, scope.microsite_id].filter((id) => id !== undefined);
  if (named.length !== 1) throw new HttpError(422, presetScopeMessage);
  let filters: SearchFilter[] | null = null;
  if (scope.user_id !== undefined) filters = await userPresetFilters(db, scope.user_id);
  if (scope.microsite_id !== undefined)
    filters = (await findActiveMicrosite(db, scope.microsite_id))?.presetFilters ?? null;
  if (scope.group_id !== undefined) {
    if (!viewer || !(await findMembership(db, scope.group_id, viewer.id))) throw notFound();
    filters = (await findGroupById(db, scope.group_id))?.presetFilters ?? null;
  }
  if (filters === null) throw notFound();
  return { filters };
}
