// One search of the history (product.md, Searches): its title, which opens the search where it stopped; how long ago
// it was made with its date and time; where it looks; who takes part; and its options.
import { Avatar, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '@vitrina/shared/format';
import type { Search } from '@vitrina/shared/searches';
import { IconBuilding, IconSearch, IconStore, IconUsers } from '@/components/icons';
import { historyTexts } from '../history-texts';
import { timeSince } from '../time-since';
import { SearchMenu } from './search-menu';
import classes from '../history.module.css';

const shownParticipants = 4;

const scopeIcons = {
  platform: IconSearch,
  user: IconStore,
  group: IconUsers,
  microsite: IconBuilding,
} as const;

function Participants({ users }: { users: Search['users'] }) {
  if (users.length === 0) return null;
  const shown = users.slice(0, shownParticipants);
  const hidden = users.length - shown.length;
  return (
    <Avatar.Group spacing="xs" role="img" aria-label={historyTexts.participants(users.map((user) => user.name))}>
      {shown.map((user) => (
        <Avatar
          key={user.id}
          src={user.avatar_url}
          name={user.name}
          color="initials"
          size={28}
          radius={999}
          alt=""
          aria-hidden
        />
      ))}
      {hidden > 0 && (
        <Avatar size={28} radius={999} aria-hidden>
          +{hidden}
        </Avatar>
      )}
    </Avatar.Group>
  );
}

type SearchHistoryRowProps = { search: Search; busy: boolean; onDelete: () => void };

export function SearchHistoryRow({ search, busy, onDelete }: SearchHistoryRowProps) {
  const ScopeIcon = scopeIcons[search.scope.type];
  return (
    <Paper withBorder radius="md" p="sm" className={classes.row}>
      <div className={classes.grow}>
        <Link to={`/search/${search.uuid}`} className={classes.rowOpen}>
          <Text fw={650} lineClamp={2} className={classes.rowTitle}>
            {search.title}
          </Text>
        </Link>
        <Text size="xs" c="dimmed" mt={2}>
          {timeSince(search.created_at)} · {formatDateTime(search.created_at)}
        </Text>
        <Group gap="sm" mt={8} wrap="wrap" justify="space-between">
          <Group gap={6} wrap="nowrap" c="dimmed" className={classes.scope}>
            <ScopeIcon size={16} className={classes.scopeIcon} />
            <Text size="sm" className={classes.scopeName}>
              {search.scope.name}
            </Text>
          </Group>
          <Participants users={search.users} />
        </Group>
      </div>
      <div className={classes.rowMenu}>
        <SearchMenu search={search} busy={busy} onDelete={onDelete} />
      </div>
    </Paper>
  );
}
