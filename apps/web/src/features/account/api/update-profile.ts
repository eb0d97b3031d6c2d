// POST /api/auth/user as a PUT (multipart): name, phone, contact means, notification types and the avatar, a
// new image file or its removal (an empty avatar_url). Answers the updated user, which replaces the session's.
// The notification types are edited in their own card and saved through their own endpoint; this one replaces the
// list too, so it gets the session's current one and a profile save never undoes them.
import { useMutation } from '@tanstack/react-query';
import type { User } from '@vitrina/shared/users';
import { http } from '@/lib/http';
import { sessionStore, updateSessionUser } from '@/lib/session';
import type { ProfileData } from '../components/profile-rules';

export type AvatarChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: Blob };

export type ProfileUpdate = ProfileData & { avatar: AvatarChange };

function appendList(form: FormData, field: string, values: string[]): void {
  // An empty value says "none", so an emptied list is saved as such.
  if (values.length === 0) form.append(field, '');
  for (const value of values) form.append(field, value);
}

export function updateProfile(update: ProfileUpdate): Promise<{ user: User }> {
  const form = new FormData();
  form.set('name', update.name);
  form.set('phone', update.phone ?? '');
  appendList(form, 'contact_types', update.contact_types);
  appendList(form, 'notification_types', sessionStore.get().user?.notification_types ?? []);
  if (update.avatar.kind === 'replace') form.set('avatar', update.avatar.file, 'avatar.jpg');
  if (update.avatar.kind === 'remove') form.set('avatar_url', '');
  return http.upload<{ user: User }>('/auth/user', form, { method: 'PUT' });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The form shows field errors beside the fields itself.
    meta: { errorToast: false },
    onSuccess: ({ user }) => updateSessionUser(user),
  });
}
