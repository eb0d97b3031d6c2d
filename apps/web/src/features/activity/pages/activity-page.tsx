// account.activity, /account/activity: 'Actividad', everything the notifications tell, newest first, 20 a page;
// opening an item marks it read and goes where it happened; «Marcar todo como leído».
import { useEffect, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ActivityItem } from '@vitrina/shared/activity';
import { activityTexts } from '@vitrina/shared/activity-texts';
import { PagedList } from '@/components/paged-list';
import { errorMessage } from '@/lib/error-message';
import { useStore } from '@/lib/create-store';
import { useActivity } from '../api/get-activity';
import { useMarkRead } from '../api/mark-read';
import { ActivityRow } from '../components/activity-row';
import { activityLive } from '../live/activity-live';

/** The time the 'hace …' texts count from, moving every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function ActivityPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useActivity(page);
  const markRead = useMarkRead();
  const now = useNow();
  const live = useStore(activityLive).unread;
  const unread = live ?? query.data?.unread ?? 0;

  const open = (item: ActivityItem) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
    void navigate(item.url);
  };

  return (
    <Container size={720} py={{ base: 'md', sm: 40 }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1} size="h2">
            {activityTexts.title}
          </Title>
          <Button
            variant="light"
            size="sm"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables?.all === true}
            onClick={() => markRead.mutate({ all: true })}
          >
            {activityTexts.markAllRead}
          </Button>
        </Group>
        {query.isError && !query.data ? (
          <Stack align="center" py="xl" gap="xs">
            <Text fw={700}>{activityTexts.loadFailed}</Text>
            <Text size="sm" c="dimmed">
              {errorMessage(query.error)}
            </Text>
            <Button variant="light" onClick={() => void query.refetch()}>
              {activityTexts.retry}
            </Button>
          </Stack>
        ) : (
          <PagedList<ActivityItem>
            result={query.data}
            loading={query.isFetching && !query.data}
            page={page}
            onPageChange={setPage}
            itemKey={(item) => item.id}
            renderItem={(item) => <ActivityRow item={item} now={now} onOpen={open} />}
            emptyText={activityTexts.empty}
          />
        )}
      </Stack>
    </Container>
  );
}
