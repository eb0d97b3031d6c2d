// The two kinds of source a sync reads, handing each listing to the run as it comes: a JSON feed (downloaded
// and checked whole before the first listing is handed out) or an Octoparse task (page by page).
import { join } from 'node:path';
import type { Config } from '../../config';
import type { SynchronizerRow } from '../../db/schema/index';
import { downloadFeed } from './json-feed';
import { octoparseRows } from './octoparse';
import { octoparseRowToItem } from './octoparse-rows';
import { PasswordUnreadableError } from './sync-errors';
import { storedPassword } from './synchronizer-config';

/** Handles a raw listing from the source; the source calls it for each one, in order. */
export type ItemSink = {
  total(count: number): Promise<void>;
  item(raw: unknown): Promise<void>;
  skip(reason: string): Promise<void>;
};

/** What reading a source needs of the run's dependencies. */
export type SourceDeps = {
  config: Pick<Config, 'sync' | 'secretKey' | 'dataDir'>;
  /** The run's folder for temporary files; default $DATA_DIR/tmp. */
  tmpDir?: string;
};

export async function runSource(deps: SourceDeps, row: SynchronizerRow, sink: ItemSink): Promise<void> {
  const { sync } = deps.config;
  if (row.type === 'json') {
    const feed = await downloadFeed(
      String(row.config.url),
      { timeoutMs: sync.timeoutMs, maxBytes: sync.feedMaxBytes, allowPrivateHosts: sync.allowPrivateHosts },
      deps.tmpDir ?? join(deps.config.dataDir, 'tmp'),
    );
    try {
      await sink.total(feed.count);
      for await (const entry of feed.entries()) {
        if ('value' in entry) await sink.item(entry.value);
        else await sink.skip('ocupa más de 1 MB');
      }
    } finally {
      await feed.dispose();
    }
    return;
  }
  if (row.type === 'scraping') {
    const password = storedPassword(row.config, deps.config.secretKey);
    if (password === null) throw new PasswordUnreadableError();
    const task = { username: String(row.config.username), password, taskId: String(row.config.taskId) };
    let first = true;
    for await (const page of octoparseRows({ baseUrl: sync.octoparseUrl, timeoutMs: sync.timeoutMs }, task)) {
      if (first) await sink.total(page.total);
      first = false;
      for (const raw of page.rows) await sink.item(octoparseRowToItem(raw));
    }
    return;
  }
  // 'api' is refused when saving (the screen shows it as 'Aún no disponible'). Any other type fails the run rather than
  // reading as an empty source, which would remove every listing.
  throw new Error(`Unsupported synchronizer type: ${row.type}`);
}
