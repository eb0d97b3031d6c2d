// The frame of every admin list (product.md, Administration): the title and its line, what stands beside the title (a
// create button) and above the list (a filter), then the paged list with its search box (1 s), 20 a page.
import type { ReactNode } from 'react';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Paged } from '@vitrina/shared/pagination';
import { PagedList } from '@/components/paged-list';
import type { useListParams } from '@/components/use-list-params';

type AdminListProps<T> = {
  title: string;
  intro: string;
  /** Beside the title from a tablet up, under it on a phone (so the search box keeps the whole width). */
  action?: ReactNode;
  /** Between the title and the list. */
  filter?: ReactNode;
  list: ReturnType<typeof useListParams>;
  query: { data: Paged<T> | undefined; isFetching: boolean };
  searchPlaceholder: string;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
};

export function AdminList<T>({ title, intro, action, filter, list, query, ...rest }: AdminListProps<T>) {
  return (
    <Container size={960} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </div>
          {action}
        </Group>
        {filter}
        <PagedList<T>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={rest.itemKey}
          renderItem={rest.renderItem}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: rest.searchPlaceholder }}
        />
      </Stack>
    </Container>
  );
}
