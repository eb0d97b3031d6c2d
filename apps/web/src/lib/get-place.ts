// POST /api/map/place {reference}: the chosen suggestion's place, with its point.
import { useMutation } from '@tanstack/react-query';
import type { Place } from '@vitrina/shared/map';
import { http } from '@/lib/http';

export function getPlace(reference: string): Promise<Place> {
  return http.post<Place>('/map/place', { reference });
}

export function usePlace() {
  return useMutation({ mutationFn: getPlace });
}
