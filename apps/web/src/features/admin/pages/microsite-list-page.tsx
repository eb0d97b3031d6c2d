import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminMicrositeRow } from '@vitrina/shared/microsites';
import { IconPlus } from '@/components/icons';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { useAdminMicrosites } from '../api/get-admin-microsites';
import { micrositeTexts } from '../admin-texts';
import { MicrositeRow } from '../components/microsite-row';
import { useListWayOut } from './use-list-way-out';

/** admin.microsite.index: search (1 s), newest first, 20 per page; 'Nuevo micrositio'; a row opens the microsite. */
export function MicrositeListPage() {
  const list = useListParams({ orderBy: 'created_at', orderMethod: 'desc', take: 20 });
  const query = useAdminMicrosites(list.params);
  useListWayOut(query);
  return (
    <Container size={960} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        {/* The button goes under the title on a phone, so the search box keeps the whole width. */}
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              {micrositeTexts.title}
            </Title>
            <Text c="dimmed">{micrositeTexts.intro}</Text>
          </div>
          <Button component={Link} to="/admin/microsite/create" leftSection={<IconPlus size={18} />}>
            {micrositeTexts.create}
          </Button>
        </Group>
        <PagedList<AdminMicrositeRow>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={(microsite) => microsite.id}
          renderItem={(microsite) => <MicrositeRow microsite={microsite} />}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: micrositeTexts.search }}
        />
      </Stack>
    </Container>
  );
}
