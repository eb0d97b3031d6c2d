// The group's published searches, one under another, with placeholders while the first page loads and an empty state
// that tells a group without searches (which leads to 'Buscar en cartera') from a filter that matched nothing.
import { Button, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { IconFilter, IconSearch } from '@/components/icons';
import { groupTexts } from '../../group-texts';
import { groupSearchTexts } from '../group-search-texts';
import { GroupSearchItem } from './group-search-item';
import classes from '../group-searches.module.css';

type GroupSearchListProps = {
  groupId: number;
  searches: Search[] | undefined;
  /** A new filter's results are on their way: the current searches dim. */
  refreshing: boolean;
  filtered: boolean;
  canDelete: (search: Search) => boolean;
  /** The search being deleted, if any. */
  deletingId: number | undefined;
  onDelete: (search: Search) => void;
  onClearFilters: () => void;
};

export function GroupSearchList(props: GroupSearchListProps) {
  const { groupId, searches, refreshing, filtered, canDelete, deletingId, onDelete, onClearFilters } = props;
  if (!searches) {
    return (
      <div className={classes.list} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={104} radius="md" />
        ))}
      </div>
    );
  }

  if (searches.length === 0) {
    return (
      <div className={classes.empty}>
        <ThemeIcon size={56} radius="xl" variant="light">
          {filtered ? <IconFilter size={26} /> : <IconSearch size={26} />}
        </ThemeIcon>
        <Text fw={700}>{filtered ? groupSearchTexts.noMatchTitle : groupSearchTexts.emptyTitle}</Text>
        <Text size="sm" c="dimmed" maw={380}>
          {filtered ? groupSearchTexts.noMatchText : groupSearchTexts.emptyText}
        </Text>
        {filtered ? (
          <Button variant="light" onClick={onClearFilters}>
            {groupSearchTexts.clearFilters}
          </Button>
        ) : (
          <Button component={Link} to={`/group/${groupId}/search`} leftSection={<IconSearch size={18} />}>
            {groupTexts.searchPortfolio}
          </Button>
        )}
      </div>
    );
  }

  return (
    <ul className={classes.list} aria-busy={refreshing} data-refreshing={refreshing || undefined}>
      {searches.map((search) => (
        <li key={search.id}>
          <GroupSearchItem
            search={search}
            canDelete={canDelete(search)}
            busy={deletingId === search.id}
            onDelete={() => onDelete(search)}
          />
        </li>
      ))}
    </ul>
  );
}
