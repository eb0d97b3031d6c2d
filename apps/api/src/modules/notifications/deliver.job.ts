// The job 'notifications.deliver' {userId, groupKey}: sends what notify() recorded for one person and group as one
// notification, by the channels the person allows: a push to each site they subscribed on, and an email.
// - The rows are claimed first (notifications.queries.ts), so concurrent deliveries never send one row twice.
// - Each channel or site that went is recorded in the job's payload; a retry sends only what is missing.
// - A push service's 404 or 410 removes that site's subscription; any other failure (a status, a timeout) makes the
//   job fail, and the queue retries it with its back-off up to deliverAttempts; after that it is given up: the rows
//   keep the claim's sent_at, so nothing retries them forever, and the job keeps the last error.
import type { JobContext, JobRun } from '../../jobs/job-context';
import { enqueue } from '../../jobs/queue';
import { type LinkSite, linkSites } from '../microsites';
import { notificationMail } from './notification.mail';
import { mergeNotifications, type MergedNotification } from './notification-merge';
import {
  claimOutbox,
  findOutboxEvents,
  findRecipient,
  hasUnsent,
  recordDelivered,
  removePushSubscription,
  stampSent,
  type DeliveryRun,
} from './notifications.queries';
import { deliverAttempts, deliverJob, deliverKey, groupWindowMs } from './notify';
import { readStoredSubscription } from './push-subscription';
import { pushTopic, pushTtlSeconds, sendPush } from './push-send';
import { vapidKeys } from './vapid-keys';

/** The most events one delivery takes; a larger burst leaves the rest to the follow-up delivery. */
const claimLimit = 100;
const settingsPath = '/account/setting';

type Progress = { ids: number[] | null; done: Set<string> };

function progressOf(payload: Record<string, unknown>): Progress {
  const ids = Array.isArray(payload.ids) ? payload.ids.map(Number).filter(Number.isSafeInteger) : null;
  const done = new Set(Array.isArray(payload.done) ? payload.done.map(String) : []);
  return { ids, done };
}

export async function deliverNotifications(
  payload: Record<string, unknown>,
  context: JobContext,
  run?: JobRun,
): Promise<void> {
  const { db, clock, config, logger } = context;
  const userId = Number(payload.userId);
  const groupKey = String(payload.groupKey ?? '');
  if (!Number.isSafeInteger(userId) || groupKey === '') throw new Error('notifications.deliver: bad payload');
  const held: DeliveryRun | null = run ? { id: run.id, attempt: run.attempt } : null;
  const progress = progressOf(payload);
  const ids = progress.ids ?? (await claimOutbox(db, { userId, groupKey }, clock.now(), held, claimLimit));
  if (ids.length === 0) return;

  const [events, person] = await Promise.all([findOutboxEvents(db, ids), findRecipient(db, userId)]);
  if (events.length === 0 || !person) return;
  const merged = mergeNotifications(events);
  const topic = pushTopic(groupKey);

  const sends: { target: string; send: () => Promise<void> }[] = [];
  if (person.notificationChannels.includes('push')) {
    const keys = await vapidKeys(config);
    for (const [site, token] of Object.entries(person.notificationPushIdentifiers).sort()) {
      if (!keys) break;
      sends.push({
        target: `push:${site}`,
        send: async () => {
          const subscription = readStoredSubscription(token);
          const outcome = subscription
            ? await sendPush(
                subscription,
                { title: merged.title, body: merged.body, url: merged.url, tag: topic },
                {
                  keys,
                  subject: config.push.subject,
                  timeoutMs: config.push.timeoutMs,
                  allowPrivate: config.push.allowPrivateEndpoints,
                  ttlSeconds: pushTtlSeconds,
                  topic,
                },
              )
            : 'gone';
          if (outcome === 'gone' && (await removePushSubscription(db, userId, site, token))) {
            logger.info({ userId, site }, 'push subscription gone: removed');
          }
        },
      });
    }
  }
  // A lead's mail is its own (modules/leads/leads.job.ts: the sender's data and a reply link), sent whatever the
  // channels: it is the client's message, not news of it.
  if (person.notificationChannels.includes('email') && merged.type !== 'lead') {
    sends.push({
      target: 'email',
      send: async () => {
        const site = (await linkSites(db, config, [merged.micrositeId]))(merged.micrositeId);
        await context.mailer.send(mailOf(site, person, merged));
      },
    });
  }

  const failures: string[] = [];
  await Promise.all(
    sends
      .filter(({ target }) => !progress.done.has(target))
      .map(async ({ target, send }) => {
        try {
          await send();
          progress.done.add(target);
          if (held) await recordDelivered(db, held, target);
        } catch (error) {
          failures.push(`${target}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
  );

  // Events that arrived between this delivery's start and its claim's commit found its key taken: queue them now.
  if (await hasUnsent(db, userId, groupKey)) {
    await enqueue(
      db,
      clock,
      deliverJob,
      { userId, groupKey },
      {
        key: deliverKey(userId, groupKey),
        runAt: new Date(clock.now().getTime() + groupWindowMs),
        maxAttempts: deliverAttempts,
      },
    );
  }
  if (failures.length > 0) {
    const last = (run?.attempt ?? 0) >= deliverAttempts;
    logger.warn({ userId, groupKey, failures, attempt: run?.attempt, givenUp: last }, 'notification delivery failed');
    throw new Error(`notification delivery failed: ${failures.join('; ')}`);
  }
  await stampSent(db, ids, clock.now());
}

/** `site`: the platform, or the microsite the event happened on. */
function mailOf(site: LinkSite, person: { email: string; name: string }, merged: MergedNotification) {
  return notificationMail({
    to: person.email,
    name: person.name,
    title: merged.title,
    body: merged.body,
    link: `${site.url}${merged.url.startsWith('/') ? merged.url : `/${merged.url}`}`,
    settingsLink: `${site.url}${settingsPath}`,
    appName: site.name,
    type: merged.type,
    calendar: merged.calendar,
  });
}
