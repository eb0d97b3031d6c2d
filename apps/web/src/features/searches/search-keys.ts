// Query keys of the searches feature, in one place so a decision or a new search invalidates exactly what it
// changed. The history lives under ['account', 'search'], a search and its pages under ['search', id].
import type { ListParams } from '@/components/use-list-params';

export const searchKeys = {
  all: ['search'] as const,
  /** One search by id or uuid; `complete` adds participants, scope names and counts. */
  detail: (id: number | string, complete = false) =>
    (complete ? ['search', String(id), 'complete'] : ['search', String(id)]) as readonly unknown[],
  /** Every cached copy of one search: by id and by uuid, plain and complete (a change rewrites them all). */
  copies: (search: { id: number; uuid: string }) =>
    [search.id, search.uuid].flatMap((id) => [searchKeys.detail(id), searchKeys.detail(id, true)]),
  results: (id: number | string) => ['search', String(id), 'results'] as const,
  /** The deck's first page as the server's render of a shared link handed it over (app/ssr/page-queries.ts). */
  firstPage: (id: number | string) => ['search', String(id), 'first-page'] as const,
  count: (id: number | string) => ['search', String(id), 'count'] as const,
  /** How many listings the caller likes in the search: the options' 'filtered publications' count. */
  liked: (id: number | string) => ['search', String(id), 'liked'] as const,
  /** How many listings the model would like for the caller. */
  predict: (id: number | string) => ['search', String(id), 'predict'] as const,
  /** What a participant (null: the viewer) likes in the search, at a glance. */
  summary: (id: number | string, userId: number | null) => ['search', String(id), 'summary', userId] as const,
  history: ['account', 'search'] as const,
  historyList: (params: Partial<ListParams>) => ['account', 'search', 'list', params] as const,
};
