// The builder's scope header: where the new search looks — the whole platform, one user's store (name and avatar),
// one group's portfolio (name and logo), or a microsite ('En todo el sitio' with its square logo, or one of its users);
// a microsite's switcher goes below as `children`.
import type { ReactNode } from 'react';
import { Avatar, Group, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch } from '@/components/icons';
import { builderTexts as texts } from '../search-texts';
import classes from './search-builder.module.css';

export type ScopeView =
  | { kind: 'platform' }
  | { kind: 'user' | 'group'; name: string; image: string | null }
  /** `user`: one of the microsite's users rather than the whole site. */
  | { kind: 'microsite'; name: string; image: string | null; user: boolean }
  | null;

function radiusOf(scope: Exclude<ScopeView, null | { kind: 'platform' }>): string {
  if (scope.kind === 'group' || (scope.kind === 'microsite' && !scope.user)) return 'md';
  // A microsite's users wear its avatar shape.
  return scope.kind === 'microsite' ? 'var(--microsite-avatar-radius)' : 'xl';
}

export function ScopeHeader({ scope, children }: { scope: ScopeView; children?: ReactNode }) {
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
          <Avatar src={scope.image} alt="" size={48} radius={radiusOf(scope)} name={scope.name} aria-hidden />
        )}
        <div className={classes.grow}>
          <Title order={1} size="h3">
            {texts.heading}
          </Title>
          {scope === null ? (
            <Skeleton height={14} width="60%" mt={6} />
          ) : scope.kind === 'microsite' && !scope.user ? (
            <Text fw={600} className={classes.title}>
              {scope.name}
            </Text>
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
      {children}
    </Paper>
  );
}
