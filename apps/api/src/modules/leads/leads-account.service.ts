// 'Consultas' (product.md, Leads): the signed-in person's leads, newest first, 20 a page; a lead's status; the CSV
// export.
// Only a lead's receiver reads or changes it: anyone else's id is 404, as if it did not exist. An administrator
// impersonating the receiver works as them, but does not export: the file is every sender's data at once.
import { leadStatusValues, whatsappUrl, type Lead, type LeadListQuery, type LeadUpdate } from '@vitrina/shared/leads';
import type { Database } from '../../db/client';
import type { LeadRow, UserRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { forbidden, notFound } from '../../lib/errors';
import { pageWindow, toPaged } from '../../lib/pagination';
import { toId } from '../../lib/path-id';
import { leadsCsv } from './leads-csv';
import { allLeads, findLead, listLeads, updateLeadStatus } from './leads.queries';

export type LeadsAccountDeps = { db: Database; clock: Clock; publicUrl: string };

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: leadStatusValues.includes(row.status as never) ? (row.status as Lead['status']) : 'nueva',
    source: row.micrositeId !== null ? 'microsite' : (row.source as Lead['source']),
    publication: row.publicationTitle !== null ? { id: row.publicationId, title: row.publicationTitle } : null,
    whatsapp_url: whatsappUrl(row.phone),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listMyLeads(deps: LeadsAccountDeps, user: UserRow, query: LeadListQuery, requestUrl: string) {
  const window = pageWindow(query);
  const { rows, total } = await listLeads(deps.db, user.id, { status: query.status, ...window });
  return toPaged(rows.map(toLead), total, query, { publicUrl: deps.publicUrl, requestUrl });
}

export async function setLeadStatus(deps: LeadsAccountDeps, user: UserRow, id: string, update: LeadUpdate) {
  const lead = await findLead(deps.db, toId(id));
  if (!lead || lead.receiverId !== user.id) throw notFound();
  return toLead(await updateLeadStatus(deps.db, lead.id, update.status, deps.clock.now()));
}

export async function exportMyLeads(deps: LeadsAccountDeps, user: UserRow, impersonated: boolean): Promise<string> {
  if (impersonated) throw forbidden();
  return leadsCsv((await allLeads(deps.db, user.id)).map(toLead));
}
