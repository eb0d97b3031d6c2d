// «Consultar» (product.md, Leads; decision 024): a visitor's lead about a public listing or a store, stored for its
// receiver ('Consultas'), mailed to them (leads.job.ts) and told as a push (notification type 'lead').
// - The receiver is the listing's publisher (publications.user_id: its author, or the sync's owner; in a group too),
//   or the store's owner. Their contact data never comes back: the answer is one sentence.
// - A listing without a page of its own where the lead is sent is 404, as its page answers (findVisibleListing):
//   private, deleted or unknown; on a microsite's host, another user's; and one whose publisher belongs to a
//   suspended microsite and to no active one. An unknown store is 404 too.
// - A filled `website` (a field people never see) is a robot: the same 201, and nothing is stored or sent.
// - Limits: per IP at the route (shared through Redis when there is one), and per listing or store here, counted in
//   the database under a lock on the target so concurrent senders never pass it together.
import { leadTexts, type LeadSource } from '@vitrina/shared/leads';
import { messages } from '@vitrina/shared/messages';
import type { z } from 'zod';
import type { leadRequestSchema } from '@vitrina/shared/leads';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { LeadRow, MicrositeRow } from '../../db/schema/index';
import { enqueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/errors';
import { toId } from '../../lib/path-id';
import { notify } from '../notifications';
import { findVisibleListing } from '../publication-page';
import { findStoreOwner, insertLeadWithin, type LeadTargetKey } from './leads.queries';

export type LeadBody = z.output<typeof leadRequestSchema>;
export type LeadSendDeps = { db: Database; clock: Clock; config: Pick<Config, 'leadLimit'> };
/** Where the request came from: the active microsite of its host, if any. */
export type LeadOrigin = { microsite: MicrositeRow | null };

export const leadMailJob = 'leads.mail';

const sent = { message: leadTexts.sent };

export async function sendPublicationLead(deps: LeadSendDeps, id: string, body: LeadBody, origin: LeadOrigin) {
  const publicationId = toId(id);
  // The same listings as have a page here: a suspended brand's listings take no leads by their old links either.
  const { row: target } = await findVisibleListing(deps.db, publicationId, origin.microsite);
  if (body.website) return sent;
  await store(
    deps,
    { publicationId },
    { receiverId: target.userId, publicationId, publicationTitle: target.title },
    body.source ?? 'publication',
    body,
    origin,
  );
  return sent;
}

export async function sendStoreLead(deps: LeadSendDeps, slug: string, body: LeadBody, origin: LeadOrigin) {
  const owner = slug ? await findStoreOwner(deps.db, slug.toLowerCase()) : null;
  if (!owner) throw notFound();
  if (body.website) return sent;
  await store(deps, { storeOwnerId: owner.id }, { receiverId: owner.id }, 'store', body, origin);
  return sent;
}

async function store(
  deps: LeadSendDeps,
  key: LeadTargetKey,
  about: { receiverId: number; publicationId?: number; publicationTitle?: string },
  source: Exclude<LeadSource, 'microsite'>,
  body: LeadBody,
  origin: LeadOrigin,
): Promise<void> {
  const now = deps.clock.now();
  const { perTarget, windowMs } = deps.config.leadLimit;
  const row = await insertLeadWithin(
    deps.db,
    {
      ...about,
      name: body.name,
      email: body.email,
      phone: body.phone,
      message: body.message,
      source,
      micrositeId: origin.microsite?.id ?? null,
      consentedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    key,
    { max: perTarget, since: new Date(now.getTime() - windowMs) },
    (tx, lead) => deliver(tx, deps.clock, lead),
  );
  if (!row) throw new HttpError(429, messages.errors.tooManyRequests);
}

/** In the lead's transaction: its mail, queued (sent by the worker, retried on failure), and its push. */
async function deliver(tx: Database, clock: Clock, lead: LeadRow): Promise<void> {
  await enqueue(tx, clock, leadMailJob, { leadId: lead.id }, { maxAttempts: 5 });
  await notify(tx, clock, [lead.receiverId], {
    type: 'lead',
    groupKey: `lead:${lead.id}`,
    title: `Nueva consulta de ${lead.name}`,
    body: lead.publicationTitle ? `Sobre «${lead.publicationTitle}»: ${lead.message}` : lead.message,
    url: '/account/lead',
    micrositeId: lead.micrositeId,
  });
}
