// The listing detail (product.md, Listings: Detail), read-only: the gallery beside the price, badges and priority;
// below, the description, stock and extras beside the map and the publishers; 'Cerrar' at the foot. One column on a
// phone. An opener may add a section of its own above the foot (a search's answers, a listing page's actions); «Parecidas»
// follows it.
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@vitrina/shared/format';
import { publicationMessages } from '@vitrina/shared/publication-texts';
import type { Publication } from '@vitrina/shared/publications';
import { IconExternal, IconMapPin } from '@/components/icons';
import { PriceHistory } from '@/components/price-insights/price-history';
import { PriceLine } from '@/components/price-insights/price-line';
import { SimilarListings } from '@/components/similar-listings/similar-listings';
import { DetailBadges, PriceTag } from './detail-badges';
import { DetailGallery } from './detail-gallery';
import { DetailMap } from './detail-map';
import { ExtrasTable, StockTable } from './detail-tables';
import { detailTexts } from './detail-texts';
import { PriorityCard } from './priority-card';
import { Publishers } from './publishers';
import { useFieldTitles } from './use-field-titles';
import classes from './publication-detail.module.css';
import { VisitRequest } from '../visit-request/visit-request';

export type PublicationDetailProps = {
  publication: Publication;
  /** 'Cerrar' at the foot; a page of its own (/publication/{id}) has none. */
  onClose?: () => void;
  onNavigate?: (path: string) => void;
  /** Told when the gallery's lightbox opens and closes, so the container leaves Escape to it (detail-gallery.tsx). */
  onLightbox?: (open: boolean) => void;
  /** A section of the opener's, below the body and above 'Cerrar'. */
  children?: ReactNode;
  /** The opener's call to action beside the price (the deck's «Consultar»). */
  action?: ReactNode;
  /** The search the detail was opened from, which a visit asked here remembers. */
  searchId?: number;
  /** The same search's uuid: «Parecidas» leaves out what the person decided in it. */
  decidedIn?: string;
};

export function PublicationDetail({
  publication,
  onClose,
  onNavigate,
  onLightbox,
  children,
  action,
  searchId,
  decidedIn,
}: PublicationDetailProps) {
  const titles = useFieldTitles();
  const kind = [
    titles.type(publication.type),
    titles.category(publication.category),
    titles.operation(publication.operation),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={classes.detail}>
      <div className={classes.top}>
        <DetailGallery medias={publication.medias} title={publication.title} onLightbox={onLightbox} />
        <Stack gap="md" className={classes.summary}>
          <Stack gap={6}>
            <Group gap={6}>
              <Text size="xs" fw={700} tt="uppercase" c="brand.7" className={classes.kind}>
                {kind}
              </Text>
              {!publication.public && (
                <Badge size="sm" color="dark" variant="filled" radius="sm">
                  {publicationMessages.private}
                </Badge>
              )}
            </Group>
            <PriceTag publication={publication} />
            <PriceLine publication={publication} />
            {publication.address && (
              <Text size="sm" c="dimmed" className={classes.address}>
                <IconMapPin size={16} className={classes.pin} />
                <span>{publication.address.title}</span>
              </Text>
            )}
          </Stack>
          <DetailBadges publication={publication} titles={titles} />
          <PriceHistory changes={publication.price_changes} />
          <PriorityCard publication={publication} titles={titles} />
          {action}
          <Group gap="md" justify="space-between">
            <Text size="xs" c="dimmed">
              {detailTexts.listedAt(formatDate(publication.listed_at))}
            </Text>
            {publication.url && (
              <Anchor
                href={publication.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                className={classes.external}
              >
                {detailTexts.original} <IconExternal size={14} />
              </Anchor>
            )}
          </Group>
        </Stack>
      </div>

      <div className={classes.body}>
        <Stack gap="xl" className={classes.main}>
          {publication.description && (
            <section aria-labelledby="detail-description">
              <Text
                id="detail-description"
                fw={700}
                size="sm"
                tt="uppercase"
                c="dimmed"
                mb="xs"
                className={classes.sectionTitle}
              >
                {detailTexts.description}
              </Text>
              <Text className={classes.description}>{publication.description}</Text>
            </section>
          )}
          <StockTable publication={publication} />
          <ExtrasTable publication={publication} titles={titles} />
        </Stack>
        <Stack gap="xl" className={classes.side}>
          <DetailMap publication={publication} />
          <Publishers publication={publication} onNavigate={onNavigate} />
        </Stack>
      </div>

      <VisitRequest publication={publication} searchId={searchId} />

      {children}

      <SimilarListings publication={publication} decidedIn={decidedIn} onNavigate={onNavigate} />

      {onClose && (
        <div className={classes.footer}>
          <Button variant="default" size="md" onClick={onClose} className={classes.closeButton}>
            {detailTexts.close}
          </Button>
        </div>
      )}
    </div>
  );
}
