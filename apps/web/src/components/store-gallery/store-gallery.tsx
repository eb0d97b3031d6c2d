import { Loader, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { Store } from '@vitrina/shared/groups';
import { IconPhoto } from '@/components/icons';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { useOpenPublicPublication } from '../api/get-public-publication';
import { storeTexts } from '../store-texts';
import classes from '../store.module.css';

function EmptyGallery({ name }: { name: string }) {
  return (
    <div className={classes.empty}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconPhoto size={28} />
      </ThemeIcon>
      <Text fw={700}>{storeTexts.emptyTitle}</Text>
      <Text size="sm" c="dimmed" maw={340}>
        {storeTexts.emptyText(name)}
      </Text>
    </div>
  );
}

/**
 * The store's gallery of images (product.md, The shell): a grid of squares, two across on a phone, up to five on a
 * desktop. Each tile is a button that opens its listing's detail.
 */
export function StoreGallery({ store }: { store: Store }) {
  const { open, opening } = useOpenPublicPublication();
  return (
    <section aria-labelledby="store-gallery-title" className={classes.gallerySection}>
      <Title order={2} size="h4" id="store-gallery-title" mb="sm">
        {storeTexts.galleryTitle}
      </Title>
      {store.images.length === 0 ? (
        <EmptyGallery name={store.name} />
      ) : (
        <ul className={classes.gallery}>
          {store.images.map((image, index) => {
            const name = image.title ?? storeTexts.imageAlt(index + 1, store.name);
            const busy = opening === image.publication_id;
            return (
              <li key={`${image.url}-${index}`} className={classes.tile}>
                <UnstyledButton
                  className={classes.tileButton}
                  aria-label={storeTexts.openListing(name)}
                  aria-busy={busy || undefined}
                  onClick={() => void open(image.publication_id)}
                >
                  <ImageWithFallback src={image.thumbnail_url ?? image.url} alt={name} className={classes.tileImage} />
                  {image.title && (
                    <Text size="xs" fw={600} truncate className={classes.tileTitle}>
                      {image.title}
                    </Text>
                  )}
                  {busy && (
                    <span className={classes.tileBusy}>
                      <Loader size="sm" color="white" />
                    </span>
                  )}
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
