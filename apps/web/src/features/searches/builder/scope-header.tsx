// The builder's scope header: where the new search looks — the whole platform, one user's store (name and avatar)
// or one group's portfolio (name and logo).
import { Avatar, Group, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch } from '@/components/icons';
import { builderTexts as texts } from '../search-texts';
import classes from './search-builder.module.css';

export type ScopeView = { kind: 'platform' } | { kind: 'user' | 'group'; name: string; image: string | null } | null;

export function ScopeHeader({ scope }: { scope: ScopeView }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        {scope === null ? (
          <Skeleton circle height={48} />
        ) : scope.kind === 'platform' ? (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconSearch size={24} />
          </ThemeIcon>
        ) : (
          <Avatar
            src={scope.image}
            alt=""
            size={48}
            radius={scope.kind === 'group' ? 'md' : 'xl'}
            name={scope.name}
            aria-hidden
          />
        )}
        <div className={classes.grow}>
          <Title order={1} size="h3">
            {texts.heading}
          </Title>
          {scope === null ? (
            <Skeleton height={14} width="60%" mt={6} />
          ) : (
            <Text c="dimmed" className={classes.title}>
              {texts.searchingIn}{' '}
              <Text span fw={600} c="var(--mantine-color-text)">
                {scope.kind === 'platform' ? texts.platform : scope.name}
              </Text>
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}
