// Items as the API answers them: the grouped texts made now (activity-text.ts), the actors' current names and
// avatars, in the order the item keeps them.
import type { ActivityItem } from '@vitrina/shared/activity';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { findActors, type ItemRow } from './activity.queries';
import { itemText } from './activity-text';

export async function viewItems(db: Database, storage: Storage, rows: ItemRow[]): Promise<ActivityItem[]> {
  const people = new Map(
    (await findActors(db, [...new Set(rows.flatMap((row) => row.actorIds))])).map((actor) => [actor.id, actor]),
  );
  return rows.map((row) => {
    const actors = row.actorIds.flatMap((id) => {
      const person = people.get(Number(id));
      return person
        ? [{ id: person.id, name: person.name, avatar: person.avatarPath ? storage.url(person.avatarPath) : null }]
        : [];
    });
    const text = itemText(
      row,
      actors.map((actor) => actor.name),
    );
    return {
      id: row.id,
      type: row.type,
      title: text.title,
      body: text.body,
      url: row.url,
      actors,
      count: row.count,
      read_at: row.readAt ? row.readAt.toISOString() : null,
      created_at: row.updatedAt.toISOString(),
    };
  });
}
