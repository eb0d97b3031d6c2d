// One listing of the portfolio (product.md, Listings: Portfolio): its first image (with the aspect rule of
// image-fit.ts), price, title, category and operation, address, publisher, priority and 'Privada'. The whole card is
// one button that opens the detail, named by its title, price and kind (two listings may share a title) and described
// by the rest.
import { useId } from 'react';
import { Avatar, Badge, Text, UnstyledButton } from '@mantine/core';
import { formatDate, formatPrice } from '@vitrina/shared/format';
import { publicationMessages, type Publication } from '@vitrina/shared/publications';
import { IconMapPin, IconPhoto } from '@/components/icons';
import { AspectImage } from '@/components/publication-detail/aspect-image';
import type { FieldTitles } from '@/components/publication-detail/use-field-titles';
import { portfolioTexts } from '../portfolio-texts';
import classes from '../portfolio-card.module.css';

const CARD_ASPECT = 4 / 3;

type PortfolioCardProps = {
  publication: Publication;
  titles: FieldTitles;
  onOpen: (publication: Publication) => void;
};

export function PortfolioCard({ publication, titles, onOpen }: PortfolioCardProps) {
  const titleId = useId();
  const priceId = useId();
  const kindId = useId();
  const detailsId = useId();
  const first = [...publication.medias].sort((a, b) => a.number - b.number)[0];
  const priority = titles.priority(publication.priority);
  const kind = [titles.category(publication.category), titles.operation(publication.operation)]
    .filter(Boolean)
    .join(' · ');
  const offer =
    publication.amount_sale != null && publication.amount != null && publication.amount_sale < publication.amount;
  const publisher = publication.users[0] ?? { name: publication.publicable.name, avatar_url: null };

  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(publication)}
      aria-labelledby={`${titleId} ${priceId} ${kindId}`}
      aria-describedby={detailsId}
    >
      <div className={classes.cardMedia}>
        <AspectImage media={first} alt="" aspect={CARD_ASPECT} thumbnail />
        <div className={classes.cardFlags}>
          {priority && (
            <Badge color={priority.color} variant="filled" size="sm" radius="sm">
              {priority.title}
            </Badge>
          )}
          {!publication.public && (
            <Badge color="dark" variant="filled" size="sm" radius="sm">
              {publicationMessages.private}
            </Badge>
          )}
        </div>
        {publication.medias.length > 1 && (
          <span className={classes.cardCount} aria-label={portfolioTexts.images(publication.medias.length)}>
            <IconPhoto size={14} /> {publication.medias.length}
          </span>
        )}
      </div>
      <div className={classes.cardBody}>
        <Text id={titleId} fw={650} className={classes.cardTitle}>
          {publication.title}
        </Text>
        <div className={classes.cardDetails}>
          <Text id={priceId} fw={800} size="lg" className={classes.cardPrice}>
            {formatPrice(
              offer ? publication.amount_sale : (publication.amount ?? publication.amount_sale),
              publication.currency,
            )}
            {offer && <s className={classes.cardOriginal}>{formatPrice(publication.amount, publication.currency)}</s>}
          </Text>
          <Text id={kindId} size="xs" fw={700} c="brand.7" tt="uppercase" className={classes.cardKind}>
            {kind}
          </Text>
          <div id={detailsId}>
            {publication.address && (
              <Text size="sm" c="dimmed" className={classes.cardAddress}>
                <IconMapPin size={14} className={classes.noShrink} />
                <span className={classes.truncate}>{publication.address.title}</span>
              </Text>
            )}
            <div className={classes.cardFoot}>
              <Avatar
                src={publisher.avatar_url}
                name={publisher.name}
                alt={publisher.name}
                color="initials"
                radius="xl"
                size={22}
              />
              <Text size="xs" fw={600} className={classes.truncate}>
                {publisher.name}
              </Text>
              <Text size="xs" c="dimmed" className={classes.cardDate}>
                {formatDate(publication.listed_at)}
              </Text>
            </div>
          </div>
        </div>
      </div>
    </UnstyledButton>
  );
}
