import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isReservedSlug } from '@vitrina/shared/slug';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { useSession } from '@/lib/session';
import { usePublicStore } from '@/lib/get-store';
import { StoreGallery } from '@/components/store-gallery/store-gallery';
import { OwnerHint } from '../components/owner-hint';
import { StoreProfile } from '../components/store-profile';
import { storeTexts } from '../store-texts';
import classes from '../store.module.css';

// What a slug can be (product.md, Sign-in and the account): anything else, or one of the app's own names, is no store,
// without asking.
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

/** user.home (/{slug}): a user's public store. */
export function StorePage() {
  const slug = useParams().slug ?? '';
  const possible = slugPattern.test(slug) && !isReservedSlug(slug);
  const query = usePublicStore(slug.toLowerCase(), possible);
  const { user } = useSession();

  if (!possible || (query.error instanceof HttpError && query.error.status === 404)) return <NotFoundView />;
  if (query.isError) {
    return (
      <Container size="sm" py={64}>
        <Stack align="center" ta="center" gap="sm">
          <Text fw={700}>{storeTexts.loadFailed}</Text>
          <Text c="dimmed" size="sm">
            {errorMessage(query.error)}
          </Text>
          <Button variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
            {storeTexts.retry}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (!query.data) return <PageLoader />;
  const store = query.data;
  return (
    <>
      <div className={classes.cover} aria-hidden="true" />
      <Container size="lg" className={classes.content}>
        <Stack gap="lg">
          <StoreProfile store={store} />
          {user?.slug === store.slug && <OwnerHint />}
          <section aria-labelledby="store-gallery-title" className={classes.gallerySection}>
            <Title order={2} size="h4" id="store-gallery-title" mb="sm">
              {storeTexts.galleryTitle}
            </Title>
            <StoreGallery images={store.images} ownerName={store.name} />
          </section>
        </Stack>
      </Container>
    </>
  );
}
