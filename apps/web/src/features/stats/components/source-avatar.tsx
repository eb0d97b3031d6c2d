import { Avatar, Group, Text } from '@mantine/core';
import type { StatSource } from '@vitrina/shared/stats';
import { statTexts } from '../stat-texts';

/** A source as the drawer and the header show it: its avatar, its name and what kind of source it is. */
export function SourceAvatar({ source, size = 40 }: { source: StatSource; size?: number }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={source.entity.avatar_url}
        name={source.entity.name}
        color="initials"
        size={size}
        radius={source.type === 'user' ? 999 : 'md'}
        alt=""
        aria-hidden
      />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {source.entity.name}
        </Text>
        <Text size="sm" c="dimmed">
          {statTexts.sourceTypes[source.type]}
        </Text>
      </div>
    </Group>
  );
}
