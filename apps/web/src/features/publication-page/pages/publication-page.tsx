// /publication/{id}: a public listing's own page, for anyone (product.md, Links). The detail the app shows everywhere
// (gallery with the lightbox, price, expensas, badges, map, features, publishers) under the listing's title, then how
// to reach the publisher, the share buttons, «Buscar similares» and the store or microsite it belongs to. The server
// renders it for visitors (app/ssr/page-queries.ts); a listing with no public page here is the not-found page.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { PublicationDetail } from '@/components/publication-detail/publication-detail';
import { errorMessage } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { usePublicationPage } from '../api/get-publication-page';
import { ListingActions } from '../components/listing-actions';
import { publicationPageTexts as texts } from '../publication-page-texts';
import classes from '../publication-page.module.css';

/** An id as the API takes it: digits only, no leading zero. */
export function listingIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}

export function PublicationPage() {
  const id = listingIdOf(useParams().id);
  const navigate = useNavigate();
  const query = usePublicationPage(id ?? 0, id !== null);

  if (id === null || (query.error instanceof HttpError && query.error.status === 404)) return <NotFoundView />;
  if (query.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="sm">
          <Text fw={700}>{texts.loadFailed}</Text>
          <Text c="dimmed" size="sm">
            {errorMessage(query.error)}
          </Text>
          <Button variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
            {texts.retry}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!query.data) return <PageLoader />;
  const page = query.data;
  return (
    <Container size="lg" px={0} className={classes.page}>
      <Title order={1} className={classes.title}>
        {page.publication.title}
      </Title>
      <PublicationDetail publication={page.publication} onNavigate={(path) => void navigate(path)}>
        <ListingActions page={page} />
      </PublicationDetail>
    </Container>
  );
}
