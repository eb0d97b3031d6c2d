// One item of the inbox: who (their avatars), what (title and text), when ('hace 5 minutos', or DD/MM/YYYY HH:mm past
// a day), unread marked; opening it marks it read and goes to the exact place it is about.
import { Avatar, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { ActivityItem } from '@vitrina/shared/activity';
import { activityTexts, activityWhen } from '@vitrina/shared/activity-texts';
import { cx } from '@/lib/cx';
import classes from '../activity.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function ActivityRow({
  item,
  now,
  onOpen,
}: {
  item: ActivityItem;
  now: number;
  onOpen: (item: ActivityItem) => void;
}) {
  const unread = item.read_at === null;
  return (
    <UnstyledButton className={cx(classes.item, unread && classes.unread)} onClick={() => onOpen(item)}>
      <Avatar.Group spacing="sm">
        {item.actors.slice(0, 2).map((actor) => (
          <Tooltip key={actor.id} label={actor.name} withArrow>
            <Avatar src={actor.avatar} alt={actor.name} radius="xl" size={40} color="initials">
              {initials(actor.name)}
            </Avatar>
          </Tooltip>
        ))}
        {item.actors.length === 0 && (
          <Avatar radius="xl" size={40} aria-hidden="true">
            •
          </Avatar>
        )}
      </Avatar.Group>
      <div className={classes.text}>
        <Text fw={unread ? 700 : 500} size="sm">
          {item.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.body}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={item.created_at}>
          {activityWhen(item.created_at, now)}
        </Text>
      </div>
      {unread && <span className={classes.dot} role="img" aria-label={activityTexts.unread} />}
    </UnstyledButton>
  );
}
