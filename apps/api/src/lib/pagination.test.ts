import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '@vitrina/shared/pagination';
import { pageUrl, pageWindow, toPaged } from './pagination';

const link = {
  publicUrl: 'https://vitrina.com.ar',
  requestUrl: '/api/account/group?search=palermo&orderBy=name&page=2&take=20',
};

describe('pagination', () => {
  it('links the neighbouring pages on PUBLIC_URL, keeping the other parameters', () => {
    const paged = toPaged(['a', 'b'], 45, { take: 20, page: 2 }, link);
    expect(paged).toEqual({
      data: ['a', 'b'],
      current_page: 2,
      last_page: 3,
      total: 45,
      prev_page_url: 'https://vitrina.com.ar/api/account/group?search=palermo&orderBy=name&page=1&take=20',
      next_page_url: 'https://vitrina.com.ar/api/account/group?search=palermo&orderBy=name&page=3&take=20',
    });
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const first = toPaged([], 45, { take: 20, page: 1 }, { ...link, requestUrl: '/api/account/group' });
    expect(first.prev_page_url).toBeNull();
    expect(first.next_page_url).toBe('https://vitrina.com.ar/api/account/group?page=2');
    const last = toPaged([], 45, { take: 20, page: 3 }, link);
    expect(last.next_page_url).toBeNull();
  });

  it('reports one empty page for an empty list', () => {
    expect(toPaged([], 0, { take: 20, page: 1 }, link)).toMatchObject({
      last_page: 1,
      total: 0,
      prev_page_url: null,
      next_page_url: null,
    });
  });

  it('points a page past the end back to the last one', () => {
    const paged = toPaged([], 45, { take: 20, page: 9 }, link);
    expect(paged.prev_page_url).toBe(
      'https://vitrina.com.ar/api/account/group?search=palermo&orderBy=name&page=3&take=20',
    );
    expect(paged.next_page_url).toBeNull();
  });

  it('keeps a path prefix of PUBLIC_URL and encodes parameters', () => {
    expect(pageUrl('https://vitrina.com.ar/app/', '/api/x?search=ñandú plaza', 2)).toBe(
      'https://vitrina.com.ar/app/api/x?search=%C3%B1and%C3%BA+plaza&page=2',
    );
  });

  it('turns the list parameters into LIMIT and OFFSET', () => {
    const query = listQuerySchema(['name', 'created_at'], { orderBy: 'name', orderMethod: 'asc' }).parse({
      page: '3',
      take: '20',
    });
    expect(pageWindow(query)).toEqual({ limit: 20, offset: 40 });
  });
});
