// The job 'leads.mail' {leadId}: mails a lead to its receiver (lead.mail.ts), with the links on the site it was sent
// from (a microsite's host while it is active). Queued with the lead, so a mail server that is down delays it and the
// queue retries; a lead deleted with its receiver's account sends nothing.
import type { JobContext } from '../../jobs/job-context';
import { linkSites } from '../microsites';
import { leadMail } from './lead.mail';
import { findLead, findLeadReceiver } from './leads.queries';

export async function mailLead(payload: Record<string, unknown>, context: JobContext): Promise<void> {
  const leadId = Number(payload.leadId);
  if (!Number.isSafeInteger(leadId)) throw new Error('leads.mail: bad payload');
  const lead = await findLead(context.db, leadId);
  if (!lead) return;
  const receiver = await findLeadReceiver(context.db, lead.receiverId);
  if (!receiver) return;
  const site = (await linkSites(context.db, context.config, [lead.micrositeId]))(lead.micrositeId);
  await context.mailer.send(
    leadMail({
      to: receiver.email,
      receiverName: receiver.name,
      lead,
      listLink: `${site.url}/account/lead`,
      appName: site.name,
    }),
  );
}
