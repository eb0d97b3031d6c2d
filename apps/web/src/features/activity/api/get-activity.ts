// GET /api/account/activity: the caller's inbox, 20 a page, newest first, with the unread count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@vitrina/shared/activity';
import { http } from '@/lib/http';

export const activityKeys = {
  all: ['account', 'activity'] as const,
  page: (page: number) => ['account', 'activity', page] as const,
};

export function getActivity(page: number): Promise<ActivityPage> {
  return http.get<ActivityPage>('/account/activity', { query: { page } });
}

export function useActivity(page: number) {
  return useQuery({
    queryKey: activityKeys.page(page),
    queryFn: () => getActivity(page),
    placeholderData: keepPreviousData,
  });
}
