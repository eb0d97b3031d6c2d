// The signed-in user's listings (product.md, Listings): their list, one listing, deleting, priority and the values
// the form suggests. Creating and editing, which carry images, are in publication-write.service.ts.
import { visitCounts } from '../visits';
import type { ListQuery, Paged } from '@vitrina/shared/pagination';
import {
  publicationMessages,
  type OwnPublication,
  type Publication,
  type suggestionFields,
} from '@vitrina/shared/publications';
import { priorities } from '@vitrina/shared/enums';
import type { ErrorLog } from '../../db/best-effort';
import type { Database } from '../../db/client';
import type { PublicationRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { forgetUnusedPlaces } from '../map';
import { listMediaFilesOfUser, listMediaOf } from './publication-media.queries';
import { removeUnusedImageFiles } from './publication-files';
import { loadPublicationViews } from './publication-view';
import { editableOrThrow, mayPrioritize, requireOwnPublication } from './publications.policy';
import {
  deletePublicationRow,
  findPublication,
  listUsedValues,
  listUserPublications,
  recomputeRelevance,
  updatePublicationRow,
  withLockedPublication,
} from './publications.queries';
import { computeRelevance } from './relevance';

export type PublicationsDeps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  publicUrl: string;
  storageQuotaMb: number;
  /** PRICE_DROP_MIN_PERCENT: an edit lowering the price by this much tells who liked the listing. */
  priceDropMinPercent: number;
  log?: ErrorLog;
};

/** How many suggestions the form shows while typing. */
const suggestionLimit = 20;
const dayMs = 24 * 60 * 60 * 1000;

export async function publicationView(
  deps: PublicationsDeps,
  row: PublicationRow,
  viewerId: number,
): Promise<Publication> {
  const [view] = await loadPublicationViews(deps.db, deps.storage, [row], viewerId, deps.clock.now());
  return view;
}

/** Any listing by id, whoever owns it and whatever its visibility, or null: the caller decides who sees it. */
export async function findPublicationById(db: Database, publicationId: number): Promise<PublicationRow | null> {
  return findPublication(db, publicationId);
}

/** Brings the stored relevance of listings up to date after their likes changed (a search's decisions). */
export async function refreshRelevance(db: Database, publicationIds: number[], now: Date): Promise<void> {
  await recomputeRelevance(db, publicationIds, now);
}

export async function listOwnPublications(
  deps: PublicationsDeps,
  user: UserRow,
  query: ListQuery<'title' | 'listed_at' | 'created_at'>,
  requestUrl: string,
): Promise<Paged<OwnPublication>> {
  const { rows, total } = await listUserPublications(deps.db, user.id, query, pageWindow(query));
  const [views, counts] = await Promise.all([
    loadPublicationViews(deps.db, deps.storage, rows, user.id, deps.clock.now()),
    visitCounts(
      deps.db,
      rows.map((row) => row.id),
    ),
  ]);
  const data = views.map((view) => ({ ...view, visits_count: counts.get(view.id) ?? 0 }));
  return toPaged(data, total, query, { publicUrl: deps.publicUrl, requestUrl });
}

/** Only the owner's: group members see a colleague's listing, in full, in the group's portfolio. */
export async function showOwnPublication(
  deps: PublicationsDeps,
  user: UserRow,
  publicationId: number,
): Promise<Publication> {
  return publicationView(deps, await requireOwnPublication(deps.db, publicationId, user.id), user.id);
}

/**
 * Deletes a listing its owner made, with its images' files (after the rows are gone, so none is left dangling)
 * and its address among the owner's remembered places when no other listing of theirs uses it.
 */
export async function deletePublication(
  deps: PublicationsDeps,
  user: UserRow,
  publicationId: number,
): Promise<{ message: string }> {
  const result = await withLockedPublication(deps.db, publicationId, async (tx, row) => {
    editableOrThrow(row, user.id);
    const media = await listMediaOf(tx, publicationId);
    await deletePublicationRow(tx, publicationId);
    return { media, address: row.addressTitle };
  });
  if (!result.found) throw notFound();
  // Only the owner's own suggestions depend on it: a failure there must not fail a deletion already done.
  await forgetUnusedPlaces(deps.db, user.id, [result.value.address]).catch(() => {});
  await removeUnusedImageFiles(
    deps.db,
    deps.storage,
    result.value.media.flatMap((media) => [media.file, media.thumbnail]),
  );
  return { message: publicationMessages.deleted };
}

/**
 * Sets a priority (expiring after its `expires_in` days from now) or removes it with null. Synchronized listings
 * take one too: a priority marks the listing, it does not edit it.
 */
export async function setPublicationPriority(
  deps: PublicationsDeps,
  user: UserRow,
  publicationId: number,
  input: { priority: string | null; priority_description?: string | null },
): Promise<Publication> {
  const now = deps.clock.now();
  const result = await withLockedPublication(deps.db, publicationId, async (tx, row) => {
    if (!(await mayPrioritize(tx, row, user.id))) throw notFound();
    const definition = priorities.find((priority) => priority.value === input.priority);
    const changes = definition
      ? {
          priority: definition.value,
          priorityDescription: input.priority_description ?? null,
          priorityExpiresAt: new Date(now.getTime() + definition.expires_in * dayMs),
        }
      : { priority: null, priorityDescription: null, priorityExpiresAt: null };
    const relevance = computeRelevance({ ...row, ...changes }, now);
    return updatePublicationRow(tx, publicationId, { ...changes, relevance, updatedAt: now });
  });
  if (!result.found) throw notFound();
  return publicationView(deps, result.value, user.id);
}

export async function suggestFieldValues(
  deps: PublicationsDeps,
  user: UserRow,
  input: { name: (typeof suggestionFields)[number]; search?: string },
): Promise<string[]> {
  return listUsedValues(deps.db, user.id, input.name, input.search || undefined, suggestionLimit);
}

/**
 * An account's deletion (administration): the image files of every listing of the user, read inside the deletion's
 * transaction before the rows cascade away; removeImageFilesOf removes them after the commit.
 */
export async function imageFilesOfUser(db: Database, userId: number): Promise<(string | null)[]> {
  return listMediaFilesOfUser(db, userId);
}

/** Removes the image files no listing points at any more (files may be shared, see publication-files.ts). */
export async function removeImageFilesOf(
  deps: Pick<PublicationsDeps, 'db' | 'storage'>,
  keys: (string | null)[],
): Promise<void> {
  await removeUnusedImageFiles(deps.db, deps.storage, keys);
}
