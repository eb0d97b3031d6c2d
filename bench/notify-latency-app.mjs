// What bench/notify-latency.mjs drives from the API's TypeScript sources, bundled by it (so it measures the current
// code): an embedded database with people subscribed to a loopback push service, the real worker loop running the
// delivery job, and notify() as a feature calls it.
import { request } from 'node:http';
import webpush from 'web-push';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema/index';
import { createWorker } from '../apps/api/src/jobs/worker';
import { systemClock } from '../apps/api/src/lib/clock';
import { createLogger } from '../apps/api/src/lib/logger';
import { createMailer } from '../apps/api/src/lib/mail';
import { deliverNotifications } from '../apps/api/src/modules/notifications/deliver.job';
import { deliverJob, notify } from '../apps/api/src/modules/notifications/notify';
import { parsePushSubscription } from '../apps/api/src/modules/notifications/push-subscription';
import { startPushService } from '../apps/api/src/test/push-service';

export async function openNotifyBench({ dataDir, migrationsFolder, people }) {
  const keys = webpush.generateVAPIDKeys();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: `${dataDir}/no-web`,
    PUBLIC_URL: 'http://vitrina.bench',
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
  });
  const handle = await openDatabase(config, { poolSize: 4 });
  await migrate(handle, migrationsFolder);
  const { db } = handle;
  const push = await startPushService();
  const subscriptions = [];
  const rows = [];
  for (let index = 0; index < people; index += 1) {
    const browser = push.subscribe(`persona-${index}`);
    const parsed = parsePushSubscription(browser.token, { allowPrivate: true });
    subscriptions.push(parsed.subscription);
    rows.push({
      name: `Persona ${index}`,
      email: `persona.${index}@vitrina.bench`,
      notificationTypes: ['search_coincidence'],
      notificationChannels: ['push'],
      notificationPushIdentifiers: { 'site-0': parsed.token },
    });
  }
  const ids = (await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
  const logger = createLogger('silent');
  const mailer = createMailer({ smtpUrl: null, from: 'x@vitrina.bench', dataDir, clock: systemClock, logger });
  // The worker as the server runs it: its own loop and idle poll, deliveries four at a time.
  const worker = createWorker({
    context: { db, config, clock: systemClock, mailer, logger },
    handlers: { [deliverJob]: deliverNotifications },
    concurrency: { [deliverJob]: 4 },
  });
  worker.start();

  return {
    push,
    /** notify() for person `index`; resolves when the event is recorded and its delivery queued. */
    notify: (index) =>
      notify(db, systemClock, [ids[index]], {
        type: 'search_coincidence',
        groupKey: `search-1-coincidences-${index}`,
        title: '¡Coincidencia en «Departamentos en Palermo»!',
        body: 'A Martín y a vos les gusta «2 ambientes con balcón».',
        url: '/account/search/1b2c/filtered',
      }),
    /** The same message to person `index` by web-push alone: its encryption and VAPID header, one HTTP POST. */
    async bare(index) {
      const details = webpush.generateRequestDetails(
        subscriptions[index],
        JSON.stringify({ title: 'Directo', body: 'web-push solo', url: '/', tag: 'bare' }),
        { vapidDetails: { subject: config.push.subject, ...keys }, TTL: 86400, contentEncoding: 'aes128gcm' },
      );
      await new Promise((resolve, reject) => {
        const sent = request(details.endpoint, { method: 'POST', headers: details.headers }, (response) => {
          response.resume();
          response.on('end', resolve);
        });
        sent.on('error', reject);
        sent.end(details.body);
      });
    },
    async close() {
      await worker.stop();
      mailer.close();
      await push.close();
      await handle.close();
    },
  };
}
