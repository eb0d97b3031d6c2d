// One of a microsite's users on its home: their avatar in the microsite's shape, their name, how many public listings
// they have and a strip of the latest ones (from their store, asked for as the card scrolls near).
import { Avatar, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import type { PublicMicrosite } from '@vitrina/shared/microsites';
import { StoreGallery } from '@/components/store-gallery/store-gallery';
import { usePublicStore } from '@/lib/get-store';
import { micrositeTexts as texts } from '../microsite-texts';
import { useNearView } from '@/lib/use-near-view';
import classes from '../microsite.module.css';

type MicrositeUserProps = { user: PublicMicrosite['users'][number] };

function Gallery({ user, headingId }: MicrositeUserProps & { headingId: string }) {
  const [ref, near] = useNearView<HTMLDivElement>();
  const hasListings = user.publications_count > 0 && user.slug !== null;
  const store = usePublicStore(user.slug ?? '', near && hasListings);

  let content;
  if (!hasListings) content = <StoreGallery images={[]} ownerName={user.name} />;
  else if (store.isError) {
    content = (
      <Group gap="sm" className={classes.galleryFailed}>
        <Text size="sm" c="dimmed">
          {texts.galleryFailed}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void store.refetch()} loading={store.isFetching}>
          {texts.retry}
        </Button>
      </Group>
    );
  } else if (!store.data) {
    content = (
      <div className={classes.gallerySkeleton} role="status" aria-label="Cargando">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} radius="md" className={classes.skeletonTile} />
        ))}
      </div>
    );
  } else {
    content = <StoreGallery images={store.data.images} ownerName={user.name} layout="strip" labelledBy={headingId} />;
  }
  return <div ref={ref}>{content}</div>;
}

export function MicrositeUser({ user }: MicrositeUserProps) {
  const headingId = `microsite-user-${user.id}`;
  return (
    <Paper component="article" radius="lg" className={classes.user} aria-labelledby={headingId}>
      <Group gap="md" wrap="nowrap" className={classes.userHead}>
        <Avatar
          src={user.avatar_url}
          name={user.name}
          color="initials"
          size={56}
          radius="var(--microsite-avatar-radius)"
          alt=""
          aria-hidden
        />
        <div className={classes.userText}>
          <Title order={3} size="h4" id={headingId} className={classes.userName}>
            {user.name}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.listings(user.publications_count)}
          </Text>
        </div>
      </Group>
      <Gallery user={user} headingId={headingId} />
    </Paper>
  );
}
