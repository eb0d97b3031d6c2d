// What the notification tests share: an app with VAPID keys that accepts loopback subscriptions, a push service
// and an SMTP server on loopback, a worker that runs the delivery job, and people subscribed through the API.
import { tmpdir } from 'node:os';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { NewUserRow } from '../../db/schema/index';
import { createWorker, type Worker } from '../../jobs/worker';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../lib/mail';
import { createTestContext, testConfig, type TestContext, type TestDatabase } from '../../test/context';
import { startPushService, type PushService } from '../../test/push-service';
import { startSmtpServer, type SmtpServer } from '../../test/smtp-server';
import { actor, type Actor } from '../groups/groups-test-helpers';
import { deliverNotifications } from './deliver.job';
import { deliverJob } from './notify';

function decodeQuotedPrintable(raw: string): string {
  return Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export type DeliveryFixture = {
  ctx: TestContext;
  push: PushService;
  smtp: SmtpServer;
  vapidPublicKey: string;
  /** A worker that runs only deliveries (up to `concurrency` at once), on the test's clock. */
  worker(concurrency?: number): Worker;
  /** The mails sent to `email`, as a mail client shows them (quoted-printable parts decoded). */
  mailsTo(email: string): string[];
  /** A person who takes every notification type, with the given channels, subscribed on the platform. */
  person(values?: Partial<NewUserRow>, options?: { subscribe?: boolean }): Promise<Actor & { endpoint: string }>;
  close(): Promise<void>;
};

export async function startDeliveryFixture(
  options: { database?: TestDatabase; config?: (config: Config) => Partial<Config> } = {},
): Promise<DeliveryFixture> {
  const keys = webpush.generateVAPIDKeys();
  const push = await startPushService();
  const smtp = await startSmtpServer();
  const env = {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:push@vitrina.test',
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    SMTP_URL: smtp.url,
  };
  const overrides = options.config?.(testConfig(tmpdir(), env));
  const ctx = await createTestContext({ env, database: options.database, config: overrides });
  const logger = createLogger('silent');
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'no-reply@vitrina.test',
    dataDir: ctx.dataDir,
    clock: ctx.clock,
    logger,
  });
  const workers: Worker[] = [];
  return {
    ctx,
    push,
    smtp,
    vapidPublicKey: keys.publicKey,
    mailsTo: (email) => smtp.messages.filter((raw) => raw.includes(`To: ${email}`)).map(decodeQuotedPrintable),
    worker(concurrency = 4) {
      const worker = createWorker({
        context: { db: ctx.db, config: ctx.config, clock: ctx.clock, mailer, logger },
        handlers: { [deliverJob]: deliverNotifications },
        concurrency: { [deliverJob]: concurrency },
      });
      workers.push(worker);
      return worker;
    },
    async person(values = {}, { subscribe = true } = {}) {
      const someone = await actor(ctx, {
        notificationTypes: ['search_coincidence', 'search_finished', 'search_alert', 'price_drop', 'group_member'],
        emailVerifiedAt: new Date('2024-08-01T12:00:00Z'),
        ...values,
      });
      const subscription = push.subscribe();
      if (subscribe) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/user/push/subscribe',
          headers: someone.headers,
          payload: { _method: 'PUT', token: subscription.token },
        });
        if (response.statusCode !== 200) throw new Error(`subscribe: ${response.statusCode} ${response.body}`);
      }
      return { ...someone, endpoint: subscription.endpoint };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.stop()));
      mailer.close();
      await Promise.all([push.close(), smtp.close()]);
      await ctx.close();
    },
  };
}
