// POST /api/admin/microsite (create) and POST /api/admin/microsite/{id} with _method PUT (update), both multipart:
// the text fields, style and settings as JSON text, the users as `users[]` with `default_user_id`, and each logo
// as a new file, a removal ('1' in `remove_logo_*`) or nothing (kept).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMicrosite, MicrositeForm } from '@vitrina/shared/microsites';
import type { SearchFilter } from '@vitrina/shared/searches';
import { http } from '@/lib/http';
import { adminKeys } from './admin-keys';

export const logoFields = ['logo_main', 'logo_secondary', 'logo_square'] as const;
export type LogoField = (typeof logoFields)[number];

export type LogoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; file: Blob; fileName: string };

export type MicrositePayload = MicrositeForm & { logos: Record<LogoField, LogoChange> };
export type MicrositeAnswer = { message: string; microsite: AdminMicrosite };

export function micrositeFormData(payload: MicrositePayload): FormData {
  const form = new FormData();
  form.set('name', payload.name);
  form.set('host', payload.host);
  form.set('description', payload.description ?? '');
  form.set('status', payload.status);
  form.set('style', JSON.stringify(payload.style));
  form.set('settings', JSON.stringify(payload.settings));
  for (const id of payload.users) form.append('users[]', String(id));
  form.set('default_user_id', String(payload.default_user_id));
  for (const field of logoFields) {
    const change = payload.logos[field];
    if (change.kind === 'replace') form.set(field, change.file, change.fileName);
    if (change.kind === 'remove') form.set(`remove_${field}`, '1');
  }
  return form;
}

export function saveAdminMicrosite(id: number | null, payload: MicrositePayload): Promise<MicrositeAnswer> {
  const form = micrositeFormData(payload);
  return id === null
    ? http.upload<MicrositeAnswer>('/admin/microsite', form)
    : http.upload<MicrositeAnswer>(`/admin/microsite/${id}`, form, { method: 'PUT' });
}

/** Creates when `id` is null, else updates; the form marks its fields and toasts the rest. */
export function useSaveAdminMicrosite(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MicrositePayload) => saveAdminMicrosite(id, payload),
    meta: { errorToast: false },
    onSuccess: ({ microsite }) => {
      queryClient.setQueryData(adminKeys.microsite(microsite.id), (current: AdminMicrosite | undefined) => ({
        ...current,
        ...microsite,
      }));
      void queryClient.invalidateQueries({ queryKey: adminKeys.micrositeLists });
    },
  });
}

/** The preset filters alone (the update is partial: nothing else changes). */
export function saveMicrositeFilters(id: number, filters: SearchFilter[]): Promise<MicrositeAnswer> {
  const form = new FormData();
  form.set('filters', JSON.stringify(filters));
  return http.upload<MicrositeAnswer>(`/admin/microsite/${id}`, form, { method: 'PUT' });
}

export function useSaveMicrositeFilters(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: SearchFilter[]) => saveMicrositeFilters(id, filters),
    meta: { errorToast: false },
    onSuccess: ({ microsite }) => {
      queryClient.setQueryData(adminKeys.microsite(microsite.id), (current: AdminMicrosite | undefined) => ({
        ...current,
        ...microsite,
      }));
    },
  });
}
