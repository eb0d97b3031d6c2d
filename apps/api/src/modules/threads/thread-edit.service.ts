// Changing a message (docs/product.md, Conversations on a listing): its author edits or deletes it within 10 minutes
// of writing it; the search's owner deletes any message of their search, at any time. Each write states its rule in
// its own WHERE, so a message deleted or aged meanwhile is never changed by a check made a moment before.
import { threadLimits, threadTexts, type ThreadMessage, type ThreadMessageBody } from '@vitrina/shared/threads';
import { HttpError } from '../../lib/errors';
import { toId } from '../../lib/path-id';
import { openAsParticipant, type ThreadCaller } from './thread-access';
import { toThreadMessage } from './thread-view';
import { deleteMessage, findMessage, updateOwnMessage } from './threads.queries';
import type { ThreadsDeps } from './threads.service';

const messageGone = () => new HttpError(404, threadTexts.notFound);

async function openMessage(deps: ThreadsDeps, caller: ThreadCaller, idOrUuid: string, rawMessageId: string) {
  const access = await openAsParticipant(deps.db, caller, idOrUuid, true);
  const message = await findMessage(deps.db, access.search.id, toId(rawMessageId));
  if (!message) throw messageGone();
  const since = new Date(deps.clock.now().getTime() - threadLimits.editWindowMs);
  return { ...access, message, since, fresh: message.createdAt > since };
}

export async function editMessage(
  deps: ThreadsDeps,
  caller: ThreadCaller,
  idOrUuid: string,
  rawMessageId: string,
  body: ThreadMessageBody,
): Promise<ThreadMessage> {
  const { user, message, since, fresh } = await openMessage(deps, caller, idOrUuid, rawMessageId);
  if (message.userId !== user.id) throw new HttpError(403, threadTexts.notAuthor);
  if (!fresh) throw new HttpError(403, threadTexts.tooLate);
  const row = await updateOwnMessage(deps.db, { id: message.id, userId: user.id, since }, body.text, deps.clock.now());
  if (!row) throw messageGone();
  return toThreadMessage(row, message, deps.storage);
}

export async function removeMessage(
  deps: ThreadsDeps,
  caller: ThreadCaller,
  idOrUuid: string,
  rawMessageId: string,
): Promise<{ message: string }> {
  const { search, participant, user, message, since, fresh } = await openMessage(deps, caller, idOrUuid, rawMessageId);
  const anyAge = participant.owner;
  if (!anyAge && message.userId !== user.id) throw new HttpError(403, threadTexts.notYours);
  if (!anyAge && !fresh) throw new HttpError(403, threadTexts.tooLate);
  const gone = await deleteMessage(deps.db, { id: message.id, searchId: search.id, userId: user.id, since, anyAge });
  if (!gone) throw messageGone();
  return { message: threadTexts.deleted };
}
