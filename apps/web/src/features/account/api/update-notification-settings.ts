// POST /api/auth/user/notificationTypes as a PUT: which notifications the person wants and by which channels
// (push, email). Answers the updated user, which replaces the session's.
import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrina/shared/users';
import { http } from '@/lib/http';
import { updateSessionUser } from '@/lib/session';

export type NotificationSettings = { notification_types: string[]; notification_channels: string[] };

export function updateNotificationSettings(settings: NotificationSettings): Promise<{ user: User }> {
  return http.post<{ user: User }>('/auth/user/notificationTypes', { _method: 'PUT', ...settings });
}

export function useUpdateNotificationSettings() {
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: ({ user }) => updateSessionUser(user),
  });
}
