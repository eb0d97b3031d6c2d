// account.search.index, 'Listado de tus busquedas' (product.md, Searches): the signed-in user's searches, newest first,
// 20 per page, with a search box (1 s). Each one resumes where it stopped, or is deleted after asking (its creator
// deletes it for everyone; anyone else leaves it).
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Search } from '@vitrina/shared/searches';
import { confirmDialog } from '@/components/confirm-dialog';
import { IconPlus } from '@/components/icons';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { notifySuccess } from '@/lib/notify';
import { useSearchHistory } from '../api/search-api';
import { useDeleteSearch } from './api/delete-search';
import { SearchHistoryRow } from './components/search-history-row';
import { historyTexts } from './history-texts';
import classes from './history.module.css';

export function SearchHistoryPage() {
  const list = useListParams<'created_at'>({ orderBy: 'created_at', orderMethod: 'desc' });
  const query = useSearchHistory(list.params);
  const remove = useDeleteSearch();

  const deleteSearch = async (search: Search) => {
    const confirmed = await confirmDialog({
      title: historyTexts.removeTitle,
      text: historyTexts.removeText(search.title, search.pivot.owner),
      confirmLabel: historyTexts.remove,
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(search, { onSuccess: (answer) => notifySuccess(answer.message) });
  };

  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div className={classes.heading}>
            <Title order={1} size="h2">
              {historyTexts.title}
            </Title>
            <Text c="dimmed">{historyTexts.intro}</Text>
          </div>
          <Button component={Link} to="/search" leftSection={<IconPlus size={18} />}>
            {historyTexts.newSearch}
          </Button>
        </Group>
        <PagedList<Search>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={(search) => search.id}
          renderItem={(search) => (
            <SearchHistoryRow
              search={search}
              busy={remove.isPending && remove.variables.id === search.id}
              onDelete={() => void deleteSearch(search)}
            />
          )}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: historyTexts.searchPlaceholder }}
          emptyText={list.search ? undefined : historyTexts.empty}
        />
      </Stack>
    </Container>
  );
}
