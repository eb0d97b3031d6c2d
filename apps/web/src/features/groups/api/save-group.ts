// POST /api/account/group (create) and PUT /api/account/group/{id} (edit). Both answer the group. Creating
// refreshes the profile, whose `groups` list the home page shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@vitrina/shared/groups';
import { refreshCurrentUser } from '@/lib/current-user';
import { http } from '@/lib/http';
import { groupKeys } from './group-keys';

/** What the form sends: the logo as the cropper's data URL, null to remove it, absent to keep it. */
export type GroupPayload = {
  name: string;
  description: string;
  logo?: string | null;
  /** '' all, 1 only public, 0 only private; only on creation (the scope cannot change afterwards). */
  public?: '' | 1 | 0;
};

export function createGroup(payload: GroupPayload): Promise<Group> {
  return http.post<Group>('/account/group', payload);
}

export function updateGroup(id: number, payload: GroupPayload): Promise<Group> {
  const { public: _scope, ...rest } = payload;
  return http.put<Group>(`/account/group/${id}`, rest);
}

export function useSaveGroup(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: GroupPayload) => (id ? updateGroup(id, payload) : createGroup(payload)),
    meta: { errorToast: false },
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.id), (current: Group | undefined) => ({ ...current, ...group }));
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
      void refreshCurrentUser().catch(() => undefined);
    },
  });
}
