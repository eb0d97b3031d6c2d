// What a sync tells its user when it could not read its source (shared synchronizerMessages), and the summary
// of listings it had to skip.
import { synchronizerMessages as texts } from '@vitrina/shared/synchronizer';
import { StorageUnavailableError } from '../../lib/storage';
import { FeedFormatError } from './feed-scanner';
import { OctoparseError } from './octoparse';
import { FetchError } from './safe-http';

export class PasswordUnreadableError extends Error {
  constructor() {
    super('The stored password cannot be opened with this SECRET_KEY');
    this.name = 'PasswordUnreadableError';
  }
}

/** The Spanish message for a failure reading the source; null when it is not one (a bug, the database). */
export function sourceErrorMessage(error: unknown): string | null {
  if (error instanceof FetchError) {
    if (error.failure === 'timeout') return texts.feedTimeout;
    if (error.failure === 'tooLarge') return texts.feedTooLarge;
    if (error.failure === 'privateHost') return texts.privateHost;
    return texts.feedUnreachable;
  }
  if (error instanceof FeedFormatError) return error.kind === 'shape' ? texts.feedShape : texts.feedNotJson;
  if (error instanceof OctoparseError) {
    if (error.failure === 'login') return texts.octoparseLogin;
    if (error.failure === 'task') return texts.octoparseTask;
    return texts.octoparseUnreachable;
  }
  if (error instanceof PasswordUnreadableError) return texts.passwordUnreadable;
  // The file store was down: its own message, and the next sync tries again.
  if (error instanceof StorageUnavailableError) return error.message;
  return null;
}

export type Tally = {
  total: number;
  done: number;
  invalid: number;
  example: string | null;
  imagesFailed: number;
  /** Listings the run added, changed and removed: what its owner is told when it ends. */
  created: number;
  updated: number;
  removed: number;
};

export function newTally(): Tally {
  return { total: 0, done: 0, invalid: 0, example: null, imagesFailed: 0, created: 0, updated: 0, removed: 0 };
}

/** Records a skipped listing; the first one becomes the summary's example. */
export function countInvalid(tally: Tally, position: number, code: string | null, reason: string): void {
  tally.invalid += 1;
  tally.example ??= `${code ? `«${code}»` : `el elemento ${position}`}: ${reason}`;
}

/** The last error of a run that read its source: null when every listing went in whole. */
export function tallySummary(tally: Tally): string | null {
  const parts: string[] = [];
  if (tally.invalid > 0) parts.push(texts.invalidItems(tally.invalid, tally.total, tally.example ?? ''));
  if (tally.imagesFailed > 0) parts.push(texts.imagesSkipped(tally.imagesFailed));
  return parts.length > 0 ? parts.join(' ') : null;
}
