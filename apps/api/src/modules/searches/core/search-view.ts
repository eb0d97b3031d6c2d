// The Search as every searches endpoint answers it (a new search, one search, the history, the signed-in user's
// latest): the row, its scope with the name the history shows, the viewer's pivot and the participants. Always
// complete: participants are few, so `type=complete` asks for nothing more than what every answer already holds.
import type { Search, SearchScope } from '@vitrina/shared/searches';
import type { Database } from '../../../db/client';
import type { Storage } from '../../../lib/storage';
import { viewerAlerts } from './viewer-alerts.queries';
import { countPredictedLikes } from '../predict/search-predict.queries';
import { listParticipants, type ParticipantWithUser, type SearchWithScope } from './searches.queries';

/** The scope names the history shows (product.md, Searches: History). */
const scopeNames = { platform: 'toda la aplicación', microsite: 'En todo el sitio' } as const;

function scopeOf(search: SearchWithScope): SearchScope {
  if (search.groupId !== null) return { type: 'group', id: search.groupId, name: search.groupName ?? '', slug: null };
  if (search.scopeUserId !== null)
    return { type: 'user', id: search.scopeUserId, name: search.scopeUserName ?? '', slug: search.scopeUserSlug };
  if (search.micrositeId !== null)
    return { type: 'microsite', id: search.micrositeId, name: scopeNames.microsite, slug: null };
  return { type: 'platform', id: null, name: scopeNames.platform, slug: null };
}

function toParticipant(participant: ParticipantWithUser, storage: Storage) {
  return {
    id: participant.userId,
    name: participant.name,
    slug: participant.slug,
    avatar_url: participant.avatarPath ? storage.url(participant.avatarPath) : null,
    pivot: {
      owner: participant.owner,
      joined_at: participant.joinedAt.toISOString(),
      finished_at: participant.finishedAt?.toISOString() ?? null,
    },
  };
}

function toSearchView(
  search: SearchWithScope,
  participants: ParticipantWithUser[],
  viewerId: number | null,
  storage: Storage,
  predictions: number,
  alert: boolean,
): Search {
  const viewer = viewerId === null ? undefined : participants.find((item) => item.userId === viewerId);
  return {
    id: search.id,
    uuid: search.uuid,
    title: search.title,
    description: search.description,
    public: search.public,
    shareable: search.shareable,
    published_at: search.publishedAt?.toISOString() ?? null,
    filtered: search.filtered,
    microsite_id: search.micrositeId,
    user_id: search.userId,
    group_id: search.groupId,
    filters: search.filters,
    order: search.order,
    places: search.places,
    created_at: search.createdAt.toISOString(),
    decisions_true_count: search.decisionsTrueCount,
    decisions_false_count: search.decisionsFalseCount,
    ...(predictions > 0 ? { predictions_count: predictions } : {}),
    scope: scopeOf(search),
    pivot: { owner: viewer?.owner ?? false },
    // A visitor has no alert to show.
    ...(viewerId === null ? {} : { alert }),
    users: participants.map((participant) => toParticipant(participant, storage)),
  };
}

/** The views of several searches for one viewer, participants loaded in one query. */
export async function loadSearchViews(
  db: Database,
  rows: SearchWithScope[],
  viewerId: number | null,
  storage: Storage,
): Promise<Search[]> {
  const ids = rows.map((row) => row.id);
  const [participants, predictions, alerts] = await Promise.all([
    listParticipants(db, ids),
    viewerId === null ? new Map<number, number>() : countPredictedLikes(db, ids, viewerId),
    viewerId === null ? new Set<number>() : viewerAlerts(db, viewerId, ids),
  ]);
  return rows.map((row) =>
    toSearchView(
      row,
      participants.filter((participant) => participant.searchId === row.id),
      viewerId,
      storage,
      predictions.get(row.id) ?? 0,
      alerts.has(row.id),
    ),
  );
}
