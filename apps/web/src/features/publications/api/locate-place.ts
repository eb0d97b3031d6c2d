// POST /api/map/locate {search}: the barrio, city or province a typed address names, where its map opens.
import { useMutation } from '@tanstack/react-query';
import type { LocatedPlace } from '@vitrina/shared/map';
import { http } from '@/lib/http';

export function locatePlace(search: string): Promise<{ place: LocatedPlace | null }> {
  return http.post<{ place: LocatedPlace | null }>('/map/locate', { search });
}

export function useLocatePlace() {
  return useMutation({ mutationFn: locatePlace });
}
