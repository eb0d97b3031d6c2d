// The live stream's two calls (decision 022): POST /api/account/activity/ticket, a one-use ticket for the signed-in
// person, and GET /api/account/activity/stream?ticket=…, the Server-Sent Events an EventSource opens (it cannot send
// the bearer token), resuming after the last event seen.
import type { ActivityTicket } from '@vitrina/shared/activity';
import { buildUrl, http } from '@/lib/http';

export function getActivityTicket(): Promise<ActivityTicket> {
  return http.post<ActivityTicket>('/account/activity/ticket');
}

export function openActivityStream(ticket: string, lastEventId: string | null): EventSource {
  return new EventSource(buildUrl('/account/activity/stream', { ticket, last_event_id: lastEventId ?? undefined }));
}
