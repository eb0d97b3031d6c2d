import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Publication } from '@vitrina/shared/publications';
import { PagedList } from '@/components/paged-list';
import { useListParams } from '@/components/use-list-params';
import { usePublications } from '../api/get-publications';
import { IconPlus, IconSync } from '@/components/icons';
import { PriorityDrawer } from '../components/priority-drawer';
import { PublicationRow } from '../components/publication-row';
import { useFieldOptions } from '../components/use-field-options';
import { usePublicationActions } from '../components/use-publication-actions';
import { publicationPaths } from '../publication-paths';
import { publicationTexts } from '../publication-texts';
import classes from '../publications.module.css';

/**
 * account.publication.index, 'Listado de publicaciones' (product.md, Listings): search (1 s), title ascending, 20 per
 * page, 'Nueva' and 'Sincronización'.
 */
export function PublicationListPage() {
  const list = useListParams({ orderBy: 'title', orderMethod: 'asc' });
  const query = usePublications(list.params);
  const options = useFieldOptions();
  const actions = usePublicationActions();
  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div className={classes.heading}>
            <Title order={1} size="h2">
              {publicationTexts.listTitle}
            </Title>
            <Text c="dimmed">{publicationTexts.listIntro}</Text>
          </div>
          <Group gap="xs" className={classes.listActions}>
            <Button
              component={Link}
              to={publicationPaths.synchronizer}
              variant="default"
              leftSection={<IconSync size={18} />}
            >
              {publicationTexts.synchronizer}
            </Button>
            <Button component={Link} to={publicationPaths.create} leftSection={<IconPlus size={18} />}>
              {publicationTexts.create}
            </Button>
          </Group>
        </Group>
        <PagedList<Publication>
          result={query.data}
          loading={query.isFetching}
          page={list.page}
          onPageChange={list.setPage}
          itemKey={(publication) => publication.id}
          renderItem={(publication) => (
            <PublicationRow
              publication={publication}
              options={options}
              busy={actions.busyId === publication.id}
              onOpen={() => void actions.open(publication)}
              onPriority={() => actions.setPrioritized(publication)}
              onDelete={() => void actions.deletePublication(publication)}
            />
          )}
          search={{ value: list.search, onSearch: list.setSearch, placeholder: publicationTexts.searchPlaceholder }}
        />
      </Stack>
      <PriorityDrawer publication={actions.prioritized} onClose={() => actions.setPrioritized(null)} />
    </Container>
  );
}
