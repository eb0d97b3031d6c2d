// The per-user storage quota (STORAGE_QUOTA_MB). An upload is checked twice: before its files are written, so
// a user over the quota costs no disk, and again inside the transaction that records it, after locking the
// user's row, so uploads sent at once cannot together pass the quota.
import { messages } from '@vitrina/shared/messages';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { storedBytesOf } from './storage-quota.queries';

export { lockStorageOwner, recountUploadBytes } from './storage-quota.queries';

const quotaBytes = (megabytes: number) => megabytes * 1024 * 1024;

function quotaExceeded(megabytes: number): HttpError {
  return new HttpError(413, messages.errors.storageQuota(megabytes));
}

/**
 * Throws 413 when the user's stored bytes, changed by `delta` (what the upload adds less what it replaces),
 * would pass the quota. Inside a write transaction, call it after the rows changed (delta 0): the sum then
 * already counts them, and throwing rolls them back.
 */
export async function assertStorageRoom(db: Database, quotaMb: number, userId: number, delta: number): Promise<void> {
  if ((await storedBytesOf(db, userId)) + delta > quotaBytes(quotaMb)) throw quotaExceeded(quotaMb);
}
