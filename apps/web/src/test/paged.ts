// A page of a paged list as the API answers it (`Paged<T>`), for the tests that stub one.
import type { Paged } from '@vitrina/shared/pagination';

/** Page `current` of `last`, holding `data`, with the links to its neighbours at `path` (`?page=N`). */
export function pagedAnswer<T>(path: string, data: T[], current = 1, last = 1, total = data.length): Paged<T> {
  const url = (number: number) => `${path}?page=${number}`;
  return {
    data,
    current_page: current,
    last_page: last,
    total,
    prev_page_url: current > 1 ? url(current - 1) : null,
    next_page_url: current < last ? url(current + 1) : null,
  };
}
