// POST /api/publication/{id}/lead or /api/user/{slug}/lead: a visitor's «Consultar».
import type { LeadRequest } from '@vitrina/shared/leads';
import { http } from '@/lib/http';

/** What the lead is about: a listing (from its page or a deck's detail) or a store. */
export type LeadTarget = { publicationId: number; source?: 'publication' | 'search' } | { storeSlug: string };

export function sendLead(target: LeadTarget, body: LeadRequest): Promise<{ message: string }> {
  if ('storeSlug' in target) return http.post(`/user/${encodeURIComponent(target.storeSlug)}/lead`, body);
  return http.post(`/publication/${target.publicationId}/lead`, { ...body, source: target.source ?? 'publication' });
}
