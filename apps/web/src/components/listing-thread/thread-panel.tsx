// A listing's thread in a search (docs/product.md, Conversations on a listing): the messages, oldest first, with
// author, avatar and time, and a composer. It is live: a message another participant writes reaches this person's
// inbox stream (lib/activity-events.ts), and an item of this thread refetches it; a tab coming back refetches too.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Loader, Text, Textarea } from '@mantine/core';
import { threadLimits, threadPath, threadTexts } from '@vitrina/shared/thread-texts';
import { confirmDialog } from '@/components/confirm-dialog';
import { onActivityItem } from '@/lib/activity-events';
import { notifyError } from '@/lib/notify';
import { ThreadMessageRow } from './thread-message';
import {
  useEditMessage,
  useRefreshThread,
  useRemoveMessage,
  useThread,
  useWriteMessage,
  type ThreadRef,
} from './api/thread-api';
import classes from './listing-thread.module.css';

type Props = ThreadRef & { meId: number; owner: boolean };

/** The clock the 10-minute rule and the times read, moved every 20 s so both stay true while the panel is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 20_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ThreadPanel({ searchId, publicationId, meId, owner }: Props) {
  const ref = { searchId, publicationId };
  const thread = useThread(ref);
  const write = useWriteMessage(ref);
  const edit = useEditMessage(ref);
  const remove = useRemoveMessage(ref);
  const refresh = useRefreshThread(ref);
  const [text, setText] = useState('');
  const now = useNow();
  const list = useRef<HTMLDivElement>(null);
  const messages = thread.data?.pages.flatMap((page) => page.data) ?? [];
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    const path = threadPath(searchId, publicationId);
    return onActivityItem((item) => {
      if (item.type !== 'message' || item.url !== path) return false;
      refresh();
      return true;
    });
  });
  // The newest message in view when one arrives, as a conversation reads.
  useEffect(() => {
    const element = list.current;
    if (element && newest !== undefined) element.scrollTop = element.scrollHeight;
  }, [newest]);

  const send = async () => {
    const value = text.trim();
    if (value === '') return;
    try {
      await write.mutateAsync(value);
      setText('');
    } catch (error) {
      notifyError(error);
    }
  };
  const removeOne = async (id: number) => {
    const sure = await confirmDialog({
      title: threadTexts.remove,
      text: threadTexts.confirmRemove,
      confirmLabel: threadTexts.remove,
      danger: true,
    });
    if (sure) remove.mutate(id, { onError: (error) => notifyError(error) });
  };

  return (
    <div className={classes.panel}>
      <div ref={list} className={classes.messages}>
        {thread.isPending && (
          <Group justify="center" className={classes.empty}>
            <Loader size="sm" aria-label={threadTexts.loading} />
          </Group>
        )}
        {thread.isError && (
          <Text c="red" size="sm" className={classes.empty}>
            {thread.error.message}
          </Text>
        )}
        {thread.isSuccess && messages.length === 0 && (
          <Text c="dimmed" size="sm" className={classes.empty}>
            {threadTexts.empty}
          </Text>
        )}
        <ol className={classes.list} aria-label={threadTexts.title} aria-live="polite">
          {messages.map((message) => (
            <ThreadMessageRow
              key={message.id}
              message={message}
              now={now}
              mine={message.user.id === meId}
              owner={owner}
              busy={edit.isPending || remove.isPending}
              onEdit={(value) =>
                edit.mutateAsync({ id: message.id, text: value }).catch((error: unknown) => {
                  notifyError(error);
                  throw error;
                })
              }
              onRemove={() => void removeOne(message.id)}
            />
          ))}
        </ol>
        {thread.hasNextPage && (
          <Button variant="subtle" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
            {threadTexts.more}
          </Button>
        )}
      </div>
      <form
        className={classes.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label={threadTexts.label}
            placeholder={threadTexts.placeholder}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
            }}
            maxLength={threadLimits.textMax}
            autosize
            minRows={1}
            maxRows={5}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={write.isPending} disabled={text.trim() === ''}>
            {threadTexts.send}
          </Button>
        </Group>
      </form>
    </div>
  );
}
