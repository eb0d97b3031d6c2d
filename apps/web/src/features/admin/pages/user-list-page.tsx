import { Container, Stack, Text, Title } from '@mantine/core';
import type { AdminUserRow } from '@vitrina/shared/admin';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { useAdminUsers } from '../api/get-admin-users';
import { adminTexts } from '../admin-texts';
import { UserRow } from '../components/user-row';
import { useListWayOut } from './use-list-way-out';

/** admin.user.index: search (1 s), newest first, 20 per page; a row opens the user. */
export function UserListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const query = useAdminUsers(list.params);
  useListWayOut(query);
  return (
    <Container size={960} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {adminTexts.usersTitle}
          </Title>
          <Text c="dimmed">{adminTexts.usersIntro}</Text>
        </div>
        <PagedList<AdminUserRow>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={(user) => user.id}
          renderItem={(user) => <UserRow user={user} />}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: adminTexts.usersSearch }}
        />
      </Stack>
    </Container>
  );
}
