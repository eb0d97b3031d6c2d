// The pictures the user's store shows (the admin view of a user, product.md, Administration: Usuarios): the first
// picture of each of their latest public listings, as visitors of /{slug} see them.
import { Text } from '@mantine/core';
import type { AdminUser } from '@vitrina/shared/admin';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { adminTexts } from '../admin-texts';
import classes from '../admin.module.css';

export function UserGallery({ images }: { images: AdminUser['images'] }) {
  return (
    <section aria-labelledby="user-gallery-title">
      <Text fw={650} size="sm" id="user-gallery-title" mb={6}>
        {adminTexts.gallery}
      </Text>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {adminTexts.noGallery}
        </Text>
      ) : (
        <ul className={classes.gallery}>
          {images.map((image) => (
            <li key={image.publication_id}>
              <ImageWithFallback
                src={image.thumbnail_url ?? image.url}
                alt={image.title ?? adminTexts.galleryImage}
                width="100%"
                height="100%"
                className={classes.galleryImage}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
