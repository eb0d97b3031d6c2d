// A message as the API answers it: its author's current name and avatar, the times in ISO 8601 UTC.
import type { ThreadMessage } from '@vitrina/shared/threads';
import type { SearchMessageRow } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';

type Author = { name: string; avatarPath: string | null };

export function toThreadMessage(row: SearchMessageRow, author: Author, storage: Storage): ThreadMessage {
  return {
    id: row.id,
    user: { id: row.userId, name: author.name, avatar_url: author.avatarPath ? storage.url(author.avatarPath) : null },
    text: row.text,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
  };
}
