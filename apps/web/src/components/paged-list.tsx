// A paged list: an optional search box, the rows of one page of a Paged<T> answer, 'No hay datos.' when empty, and the
// page selector when there is more than one page.
import type { Key, ReactNode } from 'react';
import { Center, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@vitrina/shared/messages';
import type { Paged } from '@vitrina/shared/pagination';
import { SearchBox } from './search-box';
import classes from './paged-list.module.css';

const controlLabels = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

type PagedListProps<T> = {
  result: Paged<T> | undefined;
  loading?: boolean;
  page: number;
  onPageChange: (page: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => Key;
  search?: { value: string; onSearch: (search: string) => void; placeholder?: string };
  /** Buttons beside the search box, such as 'Nuevo'. */
  actions?: ReactNode;
  emptyText?: string;
};

export function PagedList<T>({
  result,
  loading = false,
  page,
  onPageChange,
  renderItem,
  itemKey,
  search,
  actions,
  emptyText = messages.list.empty,
}: PagedListProps<T>) {
  const toolbar = search || actions;
  return (
    <Stack gap="md">
      {toolbar && (
        <Group gap="sm" wrap="nowrap" className={classes.toolbar}>
          {search && (
            <div className={classes.search}>
              <SearchBox value={search.value} onSearch={search.onSearch} placeholder={search.placeholder} />
            </div>
          )}
          {actions}
        </Group>
      )}

      {!result && loading ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={64} radius="md" />
          ))}
        </Stack>
      ) : result && result.data.length > 0 ? (
        <Stack gap="sm" component="ul" className={classes.list} aria-busy={loading} data-loading={loading || undefined}>
          {result.data.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </Stack>
      ) : (
        <Center py="xl" className={classes.empty}>
          <Text c="dimmed">{emptyText}</Text>
        </Center>
      )}

      {result && result.last_page > 1 && (
        <Center>
          <Pagination
            total={result.last_page}
            value={Math.min(page, result.last_page)}
            onChange={onPageChange}
            radius="xl"
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
          />
        </Center>
      )}
    </Stack>
  );
}
