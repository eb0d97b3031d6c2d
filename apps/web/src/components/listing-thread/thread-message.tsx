// One message of a thread: the author's avatar and name, when, the text as written (links stay text), and what the
// viewer may do with it: its author edits or deletes it within 10 minutes, the search's owner deletes any.
import { useState } from 'react';
import { Avatar, Button, Group, Text, Textarea } from '@mantine/core';
import { activityWhen } from '@vitrina/shared/activity-texts';
import { threadLimits, threadTexts } from '@vitrina/shared/thread-texts';
import type { ThreadMessage } from '@vitrina/shared/threads';
import { cx } from '@/lib/cx';
import classes from './listing-thread.module.css';

type Props = {
  message: ThreadMessage;
  now: number;
  mine: boolean;
  /** The viewer owns the search: they may delete any message. */
  owner: boolean;
  busy: boolean;
  onEdit: (text: string) => Promise<unknown>;
  onRemove: () => void;
};

export function ThreadMessageRow({ message, now, mine, owner, busy, onEdit, onRemove }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const fresh = now - new Date(message.created_at).getTime() < threadLimits.editWindowMs;
  const canEdit = mine && fresh;
  const canRemove = owner || canEdit;
  const save = async () => {
    if (draft === null || draft.trim() === '') return;
    await onEdit(draft.trim());
    setDraft(null);
  };

  return (
    <li className={cx(classes.message, mine && classes.mine)} data-message={message.id}>
      <Avatar src={message.user.avatar_url} name={message.user.name} color="initials" radius="xl" size={36} alt="" />
      <div className={classes.bubble}>
        <div className={classes.meta}>
          <Text fw={700} size="sm">
            {mine ? threadTexts.you : message.user.name}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {activityWhen(message.created_at, now)}
            {message.edited_at && ` · ${threadTexts.edited}`}
          </Text>
        </div>
        {draft === null ? (
          <Text size="sm" className={classes.text}>
            {message.text}
          </Text>
        ) : (
          <Textarea
            aria-label={threadTexts.label}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={threadLimits.textMax}
            autosize
            minRows={2}
            maxRows={8}
            mt={6}
          />
        )}
        {draft !== null ? (
          <Group gap="xs" mt={6}>
            <Button size="compact-sm" onClick={() => void save()} loading={busy} disabled={draft.trim() === ''}>
              {threadTexts.save}
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setDraft(null)}>
              {threadTexts.cancel}
            </Button>
          </Group>
        ) : (
          (canEdit || canRemove) && (
            <div className={classes.actions}>
              {canEdit && (
                <Button size="compact-xs" variant="subtle" onClick={() => setDraft(message.text)}>
                  {threadTexts.edit}
                </Button>
              )}
              {canRemove && (
                <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove} disabled={busy}>
                  {threadTexts.remove}
                </Button>
              )}
            </div>
          )
        )}
      </div>
    </li>
  );
}
