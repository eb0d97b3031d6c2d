// GET /api/search/listings-area: the box around a scope's property listings (a store's, a group's, a microsite's or
// the platform's), where the wizard's area picker opens when no place says where to look.
import type { ListingsArea, ListingsAreaQuery } from '@vitrina/shared/search-map';
import { http } from '@/lib/http';

export function getListingsArea(scope: ListingsAreaQuery): Promise<ListingsArea> {
  return http.get<ListingsArea>('/search/listings-area', { query: scope });
}
