// A store's gallery of images (product.md, The shell), shown on the store page and on a microsite's home: one square
// per listing, each a link to its listing's own page (/publication/{id}), which a visitor can share in turn. A grid (two across on a phone, up to five on a desktop)
// or a strip that scrolls sideways.
import { Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Store } from '@vitrina/shared/groups';
import { IconPhoto } from '@/components/icons';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { cx } from '@/lib/cx';
import { galleryTexts } from './gallery-texts';
import classes from './store-gallery.module.css';

function EmptyGallery({ name }: { name: string }) {
  return (
    <div className={classes.empty}>
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconPhoto size={28} />
      </ThemeIcon>
      <Text fw={700}>{galleryTexts.emptyTitle}</Text>
      <Text size="sm" c="dimmed" maw={340}>
        {galleryTexts.emptyText(name)}
      </Text>
    </div>
  );
}

/** The tiles a phone shows on opening the page (two rows of two): they load at once, the rest as they scroll in. */
const firstScreenTiles = 4;

type StoreGalleryProps = {
  images: Store['images'];
  /** Whose listings these are, for the images' names and the empty state. */
  ownerName: string;
  layout?: 'grid' | 'strip';
  /** What names the list for a screen reader (the section's heading). */
  labelledBy?: string;
};

export function StoreGallery({ images, ownerName, layout = 'grid', labelledBy }: StoreGalleryProps) {
  if (images.length === 0) return <EmptyGallery name={ownerName} />;
  return (
    <ul className={cx(classes.gallery, layout === 'strip' && classes.strip)} aria-labelledby={labelledBy}>
      {images.map((image, index) => {
        const name = image.title ?? galleryTexts.imageAlt(index + 1, ownerName);
        return (
          <li key={`${image.url}-${index}`} className={classes.tile}>
            <UnstyledButton
              component={Link}
              to={`/publication/${image.publication_id}`}
              className={classes.tileButton}
              aria-label={galleryTexts.openListing(name)}
            >
              <ImageWithFallback
                src={image.thumbnail_url ?? image.url}
                alt={name}
                className={classes.tileImage}
                loading={index < firstScreenTiles ? 'eager' : 'lazy'}
              />
              {image.title && (
                <Text size="xs" fw={600} truncate className={classes.tileTitle}>
                  {image.title}
                </Text>
              )}
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
