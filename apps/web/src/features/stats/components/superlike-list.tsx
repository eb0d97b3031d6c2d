// The people who superliked the listing: avatar, name, the search it happened in and how long ago.
import { Avatar, Paper, Skeleton, Text } from '@mantine/core';
import type { Superlike } from '@vitrina/shared/stats';
import { formatDateTime } from '@vitrina/shared/format';
import { statTexts } from '../stat-texts';
import { timeSince } from '../time-since';
import classes from '../stats.module.css';

type SuperlikeListProps = {
  superlikes: Superlike[] | undefined;
  refreshing: boolean;
  searched: boolean;
};

export function SuperlikeList({ superlikes, refreshing, searched }: SuperlikeListProps) {
  if (!superlikes) {
    return (
      <div className={classes.people} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={64} radius="md" />
        ))}
      </div>
    );
  }
  if (superlikes.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {searched ? statTexts.superlikesNoMatch : statTexts.superlikesEmpty}
      </Text>
    );
  }
  return (
    <ul className={classes.people} aria-busy={refreshing} data-refreshing={refreshing || undefined}>
      {superlikes.map((superlike) => (
        <Paper component="li" key={superlike.user.id} withBorder radius="md" p="sm" className={classes.person}>
          <Avatar src={superlike.user.avatar_url} name={superlike.user.name} color="initials" alt="" aria-hidden />
          <div className={classes.grow}>
            <Text fw={600}>{superlike.user.name}</Text>
            <Text size="sm" c="dimmed" truncate>
              {statTexts.inSearch(superlike.search.title)}
            </Text>
          </div>
          <Text
            size="sm"
            c="dimmed"
            component="time"
            dateTime={superlike.created_at}
            title={formatDateTime(superlike.created_at)}
          >
            {timeSince(superlike.created_at)}
          </Text>
        </Paper>
      ))}
    </ul>
  );
}
