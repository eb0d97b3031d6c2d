// Mounted once with the header's bell: the live inbox runs while someone is signed in. Each item that arrives
// refreshes the inbox's pages, goes to whoever listens (lib/activity-events.ts) and, unless one of them showed it,
// shows as a toast: one per item, updated in place as its group grows, so a burst of coincidences is one toast.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivityItem } from '@vitrina/shared/activity';
import { emitActivityItem } from '@/lib/activity-events';
import { notifyReplacing } from '@/lib/notify';
import { activityKeys } from '../api/get-activity';
import { onLiveItem, startActivityLive, stopActivityLive } from './activity-live';

const toastMs = 7000;

function showToast(item: ActivityItem) {
  notifyReplacing(`activity-${item.id}`, item.body, { title: item.title, autoClose: toastMs });
}

export function useActivityLive(signedInAs: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (signedInAs === null) return;
    const stop = onLiveItem((item) => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      // An item already on screen (a message in the thread the person has open) needs no toast over it.
      if (!emitActivityItem(item)) showToast(item);
    });
    startActivityLive();
    return () => {
      stop();
      stopActivityLive();
    };
  }, [signedInAs, queryClient]);
}
