// A JSON feed (synchronizer type 'json'): downloaded to a temporary file within the size limit, read once to
// check it is JSON of the expected shape and to count its listings (so nothing is written for a broken feed
// and progress has a total), then read again handing out one listing at a time.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { FeedFormatError, FeedScanner, oversizedItem } from './feed-scanner';
import { fetchInto, type FetchLimits } from './safe-http';

/** One element of the feed: its parsed value, or the reason it could not be read. */
export type FeedEntry = { value: unknown } | { unreadable: 'oversized' };

/** No single listing needs more than this; a larger element is skipped as invalid. */
const maxItemBytes = 1024 * 1024;

export type DownloadedFeed = { count: number; entries(): AsyncGenerator<FeedEntry>; dispose(): Promise<void> };

async function* scanFile(path: string): AsyncGenerator<FeedEntry> {
  const scanner = new FeedScanner(maxItemBytes);
  for await (const chunk of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    for (const item of scanner.push(chunk as Buffer)) {
      if (item === oversizedItem) {
        yield { unreadable: 'oversized' };
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(item);
      } catch {
        throw new FeedFormatError('notJson', 'an element is not JSON');
      }
      yield { value };
    }
  }
  scanner.end();
}

/** Downloads and checks the feed; throws FetchError or FeedFormatError with nothing left on disk. */
export async function downloadFeed(url: string, limits: FetchLimits, tmpRoot: string): Promise<DownloadedFeed> {
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(join(tmpRoot, 'feed-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const path = join(dir, 'feed.json');
    const file = createWriteStream(path);
    try {
      await fetchInto(
        url,
        limits,
        async (chunk) => {
          if (!file.write(chunk)) await once(file, 'drain');
        },
        { headers: { accept: 'application/json' } },
      );
    } finally {
      file.end();
      await once(file, 'close');
    }
    let count = 0;
    for await (const entry of scanFile(path)) {
      void entry;
      count += 1;
    }
    return { count, entries: () => scanFile(path), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
