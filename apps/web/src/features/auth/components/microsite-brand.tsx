import { Group, Text } from '@mantine/core';
import type { MicrositeSummary } from '@vitrina/shared/configuration';
import { ImageWithFallback } from '@/components/image-with-fallback';
import classes from '../identify.module.css';

/** On a microsite the panel shows whose site the person is signing in to. */
export function MicrositeBrand({ microsite }: { microsite: MicrositeSummary }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.brand}>
      <ImageWithFallback
        src={microsite.logo_square_url}
        alt=""
        width={40}
        height={40}
        radius="var(--mantine-radius-md)"
      />
      <Text fw={700} truncate>
        {microsite.name}
      </Text>
    </Group>
  );
}
