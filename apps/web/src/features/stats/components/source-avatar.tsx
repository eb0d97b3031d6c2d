import { Avatar, Group, Text } from '@mantine/core';
import type { StatSource } from '@vitrina/shared/stats';
import { statTexts } from '../stat-texts';
import classes from '../stats.module.css';

/**
 * A source as the drawer and the header show it: its avatar, its name and what kind of source it is. The name wraps
 * rather than being cut: a group's name can be long, and on a phone an ellipsis would leave no way to read it.
 */
export function SourceAvatar({
  source,
  size = 40,
  className,
}: {
  source: StatSource;
  size?: number;
  className?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0} className={className}>
      <Avatar
        src={source.entity.avatar_url}
        name={source.entity.name}
        color="initials"
        size={size}
        radius={source.type === 'user' ? 999 : 'md'}
        alt=""
        aria-hidden
      />
      <div className={classes.grow}>
        <Text fw={600} className={classes.sourceName}>
          {source.entity.name}
        </Text>
        <Text size="sm" c="dimmed">
          {statTexts.sourceTypes[source.type]}
        </Text>
      </div>
    </Group>
  );
}
