// A listing's thread in a search (docs/product.md, Conversations on a listing): its page, oldest first, and a new
// message, which reaches the other participants through notify() in the message's own transaction.
import type { ThreadMessage, ThreadMessageBody, ThreadPage, ThreadQuery } from '@vitrina/shared/threads';
import { bestEffort, type ErrorLog } from '../../db/best-effort';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pageWindow, toPaged } from '../../lib/pagination';
import type { Storage } from '../../lib/storage';
import { openAsParticipant, threadListing, type ThreadCaller } from './thread-access';
import { tellThread } from './thread-notify';
import { toThreadMessage } from './thread-view';
import { insertMessage, listThread } from './threads.queries';

export type ThreadsDeps = { db: Database; clock: Clock; storage: Storage; publicUrl: string; log?: ErrorLog };

export async function readThread(
  deps: ThreadsDeps,
  caller: ThreadCaller,
  idOrUuid: string,
  rawPublicationId: string,
  query: ThreadQuery,
  requestUrl: string,
): Promise<ThreadPage> {
  const { search } = await openAsParticipant(deps.db, caller, idOrUuid, false);
  const publicationId = await threadListing(deps.db, search, rawPublicationId);
  const { rows, total } = await listThread(deps.db, { searchId: search.id, publicationId }, pageWindow(query));
  const messages = rows.map((row) => toThreadMessage(row, row, deps.storage));
  return toPaged(messages, total, query, { publicUrl: deps.publicUrl, requestUrl });
}

export async function writeMessage(
  deps: ThreadsDeps,
  caller: ThreadCaller,
  idOrUuid: string,
  rawPublicationId: string,
  body: ThreadMessageBody,
): Promise<ThreadMessage> {
  const { search, user } = await openAsParticipant(deps.db, caller, idOrUuid, true);
  const publicationId = await threadListing(deps.db, search, rawPublicationId);
  const key = { searchId: search.id, publicationId };
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertMessage(tx, { ...key, userId: user.id, text: body.text, now: deps.clock.now() });
    // A notice that fails is logged and undone alone: the message is written, and sending it again would repeat it.
    await bestEffort(tx, deps.log, 'thread message notice failed', key, (sp) =>
      tellThread(sp, deps.clock, search, key, user, body.text),
    );
    return inserted;
  });
  return toThreadMessage(row, { name: user.name, avatarPath: user.avatarPath }, deps.storage);
}
