// What the worker's tests share: a test database and a job context on a manual clock, with mail written to a
// temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ManualClock } from '../lib/clock';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mail';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/context';
import type { JobContext } from './job-context';

export type JobsFixture = { database: TestDatabase; context: JobContext; close(): Promise<void> };

/** `clock`: the test's own, which its jobs are enqueued and run on. */
export async function startJobsFixture(clock: ManualClock): Promise<JobsFixture> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-jobs-'));
  const logger = createLogger('silent');
  const context: JobContext = {
    db: database.db,
    config: testConfig(dataDir),
    clock,
    logger,
    mailer: createMailer({ smtpUrl: null, from: 'x@vitrina.example', dataDir, clock, logger }),
  };
  return {
    database,
    context,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
