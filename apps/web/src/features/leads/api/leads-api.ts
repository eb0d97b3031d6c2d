// 'Consultas': GET /api/account/lead (a page of the signed-in person's leads), PUT /api/account/lead/{id} (its status),
// GET /api/account/lead.csv (the export, downloaded as a file).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadPage, LeadStatus } from '@vitrina/shared/leads';
import { authorizationHeader } from '@/lib/auth-token';
import { buildUrl, http, HttpError } from '@/lib/http';

export const leadKeys = {
  all: ['account', 'lead'] as const,
  list: (page: number) => ['account', 'lead', page] as const,
};

export function useLeads(page: number) {
  return useQuery({
    queryKey: leadKeys.list(page),
    queryFn: () => http.get<LeadPage>('/account/lead', { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateLeadStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LeadStatus }) =>
      http.put<Lead>(`/account/lead/${id}`, { status }),
    onSuccess: (saved) => {
      client.setQueriesData<LeadPage>({ queryKey: leadKeys.all }, (page) =>
        page ? { ...page, data: page.data.map((lead) => (lead.id === saved.id ? saved : lead)) } : page,
      );
    },
  });
}

/** Fetches the export with the session's token and hands it to the browser as a download. */
export async function downloadLeadsCsv(): Promise<void> {
  const authorization = authorizationHeader();
  const response = await fetch(buildUrl('/account/lead.csv'), {
    headers: authorization ? { Authorization: authorization } : {},
    credentials: 'same-origin',
  }).catch((error: unknown) => {
    throw new HttpError(null, null, { cause: error });
  });
  if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'consultas.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
