// The thread panel in a drawer over whatever opened it (a card's detail, the filtered results, an inbox item's link),
// and the button that opens it with the thread's count. Loaded on first opening, so the deck's download stays small.
import { lazy, Suspense, useState } from 'react';
import { Button, Drawer, Loader } from '@mantine/core';
import { threadTexts } from '@vitrina/shared/thread-texts';
import { IconMessage } from '@/components/icons';
import { useOverlayRegistration } from '@/lib/overlays';
import type { ThreadRef } from './api/thread-api';
import classes from './listing-thread.module.css';

const ThreadPanel = lazy(async () => ({ default: (await import('./thread-panel')).ThreadPanel }));

/** `title`: the listing's, shown beside «Conversación» when known. */
export type ThreadAccess = ThreadRef & { meId: number; owner: boolean; title: string | null };

export function ThreadDrawer({
  access,
  opened,
  onClose,
}: {
  access: ThreadAccess;
  opened: boolean;
  onClose: () => void;
}) {
  useOverlayRegistration(opened, onClose);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 480px)"
      title={access.title ? `${threadTexts.title} · ${access.title}` : threadTexts.title}
      classNames={{ body: classes.drawerBody }}
      styles={{ title: { fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
      zIndex={400}
    >
      {opened && (
        <Suspense fallback={<Loader size="sm" m="md" aria-label={threadTexts.loading} />}>
          <ThreadPanel
            searchId={access.searchId}
            publicationId={access.publicationId}
            meId={access.meId}
            owner={access.owner}
          />
        </Suspense>
      )}
    </Drawer>
  );
}

/** «Conversación (3)»: opens the listing's thread. */
export function ThreadButton({
  access,
  count,
  fullWidth,
}: {
  access: ThreadAccess;
  count: number;
  fullWidth?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessage size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        fullWidth={fullWidth}
      >
        {threadTexts.open(count)}
      </Button>
      <ThreadDrawer access={access} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
