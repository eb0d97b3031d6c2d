// The listing's badges (product.md, Listings: Detail): amount, 'Apto crédito', reserved, areas, rooms, parkings, brand,
// season, tags and sizes (in the sizes enumeration's order), and 'A estrenar' for an age of 0. Only what the listing
// has is shown.
import type { ReactNode } from 'react';
import { Badge, Group } from '@mantine/core';
import { compareSizes } from '@vitrina/shared/enums';
import { discountPercent, formatNumber, formatPrice } from '@vitrina/shared/format';
import { publicationMessages } from '@vitrina/shared/publication-texts';
import type { Publication } from '@vitrina/shared/publications';
import { detailTexts } from './detail-texts';
import type { FieldTitles } from './use-field-titles';
import classes from './publication-detail.module.css';

/** The price to show first: the offer when there is one below the list price. */
export function PriceTag({ publication }: { publication: Publication }) {
  const { amount, amount_sale: sale, currency } = publication;
  const offer = sale != null && sale > 0 && amount != null && sale < amount;
  return (
    <Group gap={8} align="center" wrap="wrap">
      <Badge size="xl" radius="md" variant="light" color="brand" className={classes.price}>
        {formatPrice(offer ? sale : (amount ?? sale), currency)}
      </Badge>
      {offer && (
        <>
          <s className={classes.original}>{formatPrice(amount, currency)}</s>
          <Badge color="teal" variant="filled" size="sm">
            {detailTexts.discount(discountPercent(amount!, sale!))}
          </Badge>
        </>
      )}
    </Group>
  );
}

function distinctSizes(publication: Publication): string[] {
  const sizes = publication.extras.stock.map((item) => item.size).filter((size): size is string => Boolean(size));
  return [...new Set(sizes)].sort(compareSizes);
}

export function DetailBadges({ publication, titles }: { publication: Publication; titles: FieldTitles }) {
  const { extras } = publication;
  const badges: { key: string; label: ReactNode; color?: string; variant?: string }[] = [];
  const add = (key: string, label: ReactNode, color = 'gray', variant = 'light') =>
    badges.push({ key, label, color, variant });

  if (extras.reserved) add('reserved', detailTexts.reserved, 'orange', 'filled');
  if (extras.credit) add('credit', publicationMessages.credit, 'teal');
  if (extras.age === 0) add('new', publicationMessages.brandNew, 'grape');
  if (extras.areas.total != null) add('area-total', detailTexts.areaTotal(formatNumber(extras.areas.total)));
  if (extras.areas.covered != null) add('area-covered', detailTexts.areaCovered(formatNumber(extras.areas.covered)));
  if (extras.rooms.total != null) add('rooms', detailTexts.rooms(extras.rooms.total));
  if (extras.rooms.bedrooms != null) add('bedrooms', detailTexts.bedrooms(extras.rooms.bedrooms));
  if (extras.rooms.bathrooms != null) add('bathrooms', detailTexts.bathrooms(extras.rooms.bathrooms));
  if (extras.parkings != null) add('parkings', detailTexts.parkings(extras.parkings));
  if (extras.brand) add('brand', extras.brand, 'dark');
  const season = titles.lastSeason(extras.last_season);
  if (season) add('season', season, 'cyan');
  const sizes = distinctSizes(publication);
  if (sizes.length > 0) add('sizes', detailTexts.sizes(sizes.join(', ')), 'indigo');
  for (const tag of extras.tags) add(`tag-${tag}`, tag, 'brand', 'outline');

  if (badges.length === 0) return null;
  return (
    <Group gap={6} component="ul" className={classes.badges}>
      {badges.map((badge) => (
        <li key={badge.key}>
          <Badge size="lg" radius="sm" color={badge.color} variant={badge.variant} tt="none" fw={600}>
            {badge.label}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
