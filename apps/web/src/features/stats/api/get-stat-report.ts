// POST /api/account/stat/general: a source's report over a range of days. It reads data, so it is a query keyed by
// the request; a refused range (422) or source (403) comes back as an error the page shows in place.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatGeneralRequest, StatReport } from '@vitrina/shared/stats';
import { http } from '@/lib/http';
import { statKeys } from './stat-keys';

export function getStatReport(request: StatGeneralRequest, signal?: AbortSignal) {
  return http.post<StatReport>('/account/stat/general', request, { signal });
}

/** `request` is null while no source is chosen or the range is refused: nothing is asked. */
export function useStatReport(request: StatGeneralRequest | null) {
  return useQuery({
    queryKey: statKeys.report(request ?? { source: { type: 'user', id: 0 }, dates: ['', ''] }),
    queryFn: ({ signal }) => getStatReport(request!, signal),
    enabled: request !== null,
    // The last report stays, dimmed, while another range's arrives.
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}
