// The head of the filtered results: the search's title, where it looks (an account, a group, or the whole
// application when just created), and the buttons 'Opciones' (the search's options drawer) and 'Buscar' (its deck).
import { Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { IconBuilding, IconCards, IconDots, IconSearch, IconStore, IconUsers } from '@/components/icons';
import { filteredTexts } from '../filtered-texts';
import classes from '../filtered.module.css';

const scopeIcons = { platform: IconSearch, user: IconStore, group: IconUsers, microsite: IconBuilding } as const;

type FilteredHeaderProps = { search: Search; onOptions: () => void };

export function FilteredHeader({ search, onOptions }: FilteredHeaderProps) {
  const ScopeIcon = scopeIcons[search.scope.type];
  return (
    <header className={classes.header}>
      <div className={classes.headerText}>
        <Text size="xs" fw={700} tt="uppercase" c="brand.7" className={classes.eyebrow}>
          {filteredTexts.pageTitle}
        </Text>
        <Title order={1} size="h2" className={classes.title}>
          {search.title}
        </Title>
        <Group gap={6} wrap="nowrap" c="dimmed" mt={4}>
          <ScopeIcon size={16} className={classes.noShrink} />
          <Text size="sm">{filteredTexts.scope(search.scope)}</Text>
        </Group>
      </div>
      <Group gap="xs" wrap="nowrap" className={classes.headerActions}>
        <Button variant="default" leftSection={<IconDots size={18} />} onClick={onOptions}>
          {filteredTexts.options}
        </Button>
        <Button component={Link} to={`/search/${search.uuid}`} leftSection={<IconCards size={18} />}>
          {filteredTexts.search}
        </Button>
      </Group>
    </header>
  );
}
