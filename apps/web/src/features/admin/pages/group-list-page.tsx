import { Container, Stack, Text, Title } from '@mantine/core';
import type { AdminGroupRow } from '@vitrina/shared/admin';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { useAdminGroups } from '../api/get-admin-groups';
import { adminTexts } from '../admin-texts';
import { GroupRow } from '../components/group-row';
import { useListWayOut } from './use-list-way-out';

/** admin.group.index: search (1 s), newest first, 20 per page; a row opens the group. */
export function GroupListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const query = useAdminGroups(list.params);
  useListWayOut(query);
  return (
    <Container size={960} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {adminTexts.groupsTitle}
          </Title>
          <Text c="dimmed">{adminTexts.groupsIntro}</Text>
        </div>
        <PagedList<AdminGroupRow>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={(group) => group.id}
          renderItem={(group) => <GroupRow group={group} />}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: adminTexts.groupsSearch }}
        />
      </Stack>
    </Container>
  );
}
