// PUT /api/account/activity/read: `ids` or `all: true`; answers the unread count after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityPage, ActivityRead, ActivityUnread } from '@vitrina/shared/activity';
import { http } from '@/lib/http';
import { activityLive } from '../live/activity-live';
import { activityKeys } from './get-activity';

export function markActivityRead(body: ActivityRead): Promise<ActivityUnread> {
  return http.put<ActivityUnread>('/account/activity/read', body);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markActivityRead,
    onMutate: (body) => {
      // Shown read at once; the answer's count and the next read of the pages settle it.
      const now = new Date().toISOString();
      queryClient.setQueriesData<ActivityPage>({ queryKey: activityKeys.all }, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((item) =>
                item.read_at === null && (body.all || body.ids?.includes(item.id)) ? { ...item, read_at: now } : item,
              ),
            }
          : page,
      );
    },
    onSuccess: ({ unread }) => {
      activityLive.set((state) => ({ ...state, unread }));
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
