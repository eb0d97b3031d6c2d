// The paged result of every list endpoint: rows of one page plus the links a client follows, absolute on PUBLIC_URL and
// keeping every other query parameter of the request as it came.
import { lastPage, type ListQuery, type Paged } from '@vitrina/shared/pagination';

export type PageWindow = { limit: number; offset: number };

/** LIMIT/OFFSET of the requested page. */
export function pageWindow(query: Pick<ListQuery, 'take' | 'page'>): PageWindow {
  return { limit: query.take, offset: (query.page - 1) * query.take };
}

/** `publicUrl` + the request's path and query with `page` replaced. */
export function pageUrl(publicUrl: string, requestUrl: string, page: number): string {
  const url = new URL(requestUrl, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `${publicUrl.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}

export function toPaged<T>(
  rows: T[],
  total: number,
  query: Pick<ListQuery, 'take' | 'page'>,
  link: { publicUrl: string; requestUrl: string },
): Paged<T> {
  const last = lastPage(total, query.take);
  const current = query.page;
  return {
    data: rows,
    current_page: current,
    last_page: last,
    total,
    prev_page_url: current > 1 ? pageUrl(link.publicUrl, link.requestUrl, Math.min(current - 1, last)) : null,
    next_page_url: current < last ? pageUrl(link.publicUrl, link.requestUrl, current + 1) : null,
  };
}
