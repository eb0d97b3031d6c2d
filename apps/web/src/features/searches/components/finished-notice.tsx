// For the search's owner, in the deck and the filtered results: which participants finished their selection, each
// linking to what they chose ('Rocío finalizó su selección · ver lo que eligió'). It appears live: a finish that
// reaches the inbox while the screen is open refreshes the search. Shown after hydration only (the server's page
// knows no session).
import { useEffect } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { activityTexts } from '@vitrina/shared/activity-texts';
import type { Search } from '@vitrina/shared/searches';
import { onActivityItem } from '@/lib/activity-events';
import { useHydrated } from '@/lib/use-hydrated';
import { useSession } from '@/lib/session';
import { searchKeys } from '../search-keys';

export function FinishedNotice({ search, compact = false }: { search: Search; compact?: boolean }) {
  const hydrated = useHydrated();
  const session = useSession();
  const queryClient = useQueryClient();
  const owner = hydrated && session.status === 'authenticated' && search.pivot.owner;

  useEffect(() => {
    if (!owner) return;
    return onActivityItem((item) => {
      if (item.type === 'search_finished' && item.url.includes(`/search/${search.uuid}/`))
        for (const key of searchKeys.copies(search)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    });
  }, [owner, search, queryClient]);

  if (!owner) return null;
  const finished = search.users.filter((user) => !user.pivot.owner && user.pivot.finished_at !== null);
  if (finished.length === 0) return null;
  return (
    <Stack gap={2} role="status" data-testid="finished-notice">
      {finished.map((user) => (
        <Text key={user.id} size={compact ? 'xs' : 'sm'}>
          {activityTexts.finished(user.name)} ·{' '}
          <Anchor component={Link} to={`/account/search/${search.uuid}/filtered?user=${user.id}`} inherit>
            {activityTexts.seeChoice}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
