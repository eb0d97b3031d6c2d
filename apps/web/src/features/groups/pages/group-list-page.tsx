import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Group } from '@vitrina/shared/groups';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { useGroups } from '../api/get-groups';
import { GroupRow } from '../components/group-row';

/** account.group.index, 'Listado de grupos': search (1 s), name ascending, 20 per page, 'Nuevo'. */
export function GroupListPage() {
  const list = useListParams({ orderBy: 'name', orderMethod: 'asc' });
  const query = useGroups(list.params);
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Listado de grupos
          </Title>
          <Text c="dimmed">Los equipos de los que formás parte.</Text>
        </div>
        <PagedList<Group>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={(group) => group.id}
          renderItem={(group) => <GroupRow group={group} />}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: 'Buscar grupos' }}
          actions={
            <Button component={Link} to="/account/group/create" radius="xl">
              Nuevo
            </Button>
          }
        />
      </Stack>
    </Container>
  );
}
