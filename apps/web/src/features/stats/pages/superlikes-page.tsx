// account.stat.publication, 'SuperLikes de la publicación' (product.md, Statistics): the listing's summary and who
// superliked it, latest first, searchable by name after a 1 s pause, 20 more with 'Cargar más'. A listing that does
// not exist (404) or is not the person's to see (403) shows the API's message.
import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { SearchBox } from '@/components/search-box';
import { errorMessage } from '@/lib/error-message';
import { useSuperlikes } from '../api/get-superlikes';
import { PublicationSummary } from '../components/publication-summary';
import { SuperlikeList } from '../components/superlike-list';
import { statTexts } from '../stat-texts';
import classes from '../stats.module.css';

function publicationId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function SuperlikesPage() {
  const id = publicationId(useParams().id);
  const [search, setSearch] = useState('');
  const list = useSuperlikes(id, search);

  if (id === null) return <NotFoundView />;
  const first = list.data?.pages[0];
  const superlikes = list.data?.pages.flatMap((page) => page.data);

  return (
    <Container size={760} py={{ base: 'md', sm: 40 }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {statTexts.superlikesTitle}
        </Title>
        {list.isError && !list.data ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(list.error)}
          </Alert>
        ) : !first ? (
          <PageLoader />
        ) : (
          <>
            <PublicationSummary publication={first.publication} />
            <section aria-label={statTexts.superlikes} className={classes.block}>
              <SearchBox value={search} onSearch={setSearch} placeholder={statTexts.searchPeople} />
              <Group justify="flex-end">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {statTexts.superlikesCount(first.total)}
                </Text>
              </Group>
              <SuperlikeList superlikes={superlikes} refreshing={list.isPlaceholderData} searched={search !== ''} />
              {superlikes && superlikes.length > 0 && !list.isPlaceholderData && (
                <div className={classes.more}>
                  {list.hasNextPage ? (
                    <Button
                      variant="default"
                      radius="xl"
                      loading={list.isFetchingNextPage}
                      onClick={() => void list.fetchNextPage()}
                    >
                      {statTexts.loadMore}
                    </Button>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {statTexts.end}
                    </Text>
                  )}
                  {list.isFetchNextPageError && (
                    <Text size="sm" c="red.8" role="alert">
                      {errorMessage(list.error)}
                    </Text>
                  )}
                </div>
              )}
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
