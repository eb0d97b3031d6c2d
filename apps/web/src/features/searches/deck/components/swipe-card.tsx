// One card of the deck: up to 5 photos changed by tapping the image's sides, the title (which opens the detail), the
// price and key facts. The top card takes the gesture; a decided card flies out in 150 ms (or just goes, with reduced
// motion) while the one under it waits its turn.
import { memo, useLayoutEffect, useState } from 'react';
import { formatPrice } from '@vitrina/shared/format';
import type { SearchCard } from '@vitrina/shared/searches';
import { threadTexts } from '@vitrina/shared/thread-texts';
import { IconMessage, IconMapPin, IconStar } from '@/components/icons';
import { PriceLine } from '@/components/price-insights/price-line';
import { AspectImage } from '@/components/publication-detail/aspect-image';
import type { FieldTitles } from '@/components/publication-detail/use-field-titles';
import { deckTexts } from '../deck-texts';
import { bringBack, flyOut, useSwipe, type Flight } from '../use-swipe';
import classes from '../deck.module.css';

export const CARD_IMAGES = 5;
const IMAGE_ASPECT = 4 / 3;
// The card is the screen less its 16px margins on a phone, and at most 32rem wide (deck.module.css).
export const CARD_SIZES = '(max-width: 34rem) calc(100vw - 32px), 32rem';

export type CardRole = 'active' | 'next' | 'leaving';
export type Leaving = Flight;

type SwipeCardProps = {
  card: SearchCard;
  role: CardRole;
  leaving?: Leaving | null;
  reducedMotion: boolean;
  titles: FieldTitles;
  onDecide: (like: boolean) => boolean;
  onOpenDetail: (card: SearchCard) => void;
};

function facts(card: SearchCard, titles: FieldTitles): string[] {
  const list: string[] = [];
  const kind = [titles.category(card.category), titles.operation(card.operation)?.toLowerCase()].filter(Boolean);
  if (kind.length) list.push(kind.join(' en '));
  const extras = card.extras;
  if (card.type === 'property') {
    if (extras.rooms?.total) list.push(`${extras.rooms.total} amb.`);
    if (extras.rooms?.bedrooms) list.push(`${extras.rooms.bedrooms} dorm.`);
    if (extras.areas?.covered ?? extras.areas?.total)
      list.push(`${String(extras.areas?.covered ?? extras.areas?.total).replace('.', ',')} m²`);
  } else {
    if (extras.brand) list.push(extras.brand);
    const sizes = [...new Set((extras.stock ?? []).map((item) => item.size).filter(Boolean))];
    if (sizes.length) list.push(`Talles ${sizes.join(', ')}`);
  }
  return list;
}

/** Memoised: the deck's own renders (a count, an announcement) leave the cards alone. */
export const SwipeCard = memo(function SwipeCard({
  card,
  role,
  leaving,
  reducedMotion,
  titles,
  onDecide,
  onOpenDetail,
}: SwipeCardProps) {
  const medias = [...card.medias].sort((a, b) => a.number - b.number).slice(0, CARD_IMAGES);
  const [image, setImage] = useState(0);
  const { ref, handlers } = useSwipe(onDecide, role === 'active');
  const shown = medias[Math.min(image, Math.max(0, medias.length - 1))];

  // The flight: from wherever the finger left it, off the side it was sent to (up for a SuperLike). The deck has
  // usually started it already, in the event that decided; writing the same styles again changes nothing.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (role === 'leaving' && leaving) flyOut(element, leaving, reducedMotion);
    // A card brought back (undo, a failed call) returns to the centre.
    else if (role === 'active') bringBack(element, reducedMotion);
  }, [ref, role, leaving, reducedMotion]);

  const kind = facts(card, titles);
  const address = card.address?.title;

  return (
    <article
      ref={ref}
      className={classes.card}
      data-role={role}
      data-card={card.id}
      aria-hidden={role === 'active' ? undefined : true}
      inert={role === 'active' ? undefined : true}
      aria-label={role === 'active' ? card.title : undefined}
      {...handlers}
    >
      <div className={classes.media}>
        <AspectImage
          media={shown}
          alt={card.title}
          aspect={IMAGE_ASPECT}
          loading={role === 'leaving' ? 'lazy' : 'eager'}
          sizes={CARD_SIZES}
          priority={role === 'active' && image === 0}
          className={classes.mediaImage}
        />
        {medias.length > 1 && (
          <>
            <div className={classes.dots} aria-hidden="true">
              {medias.map((media, index) => (
                <span key={media.id} data-current={index === image || undefined} />
              ))}
            </div>
            <button
              type="button"
              className={`${classes.side} ${classes.sideLeft}`}
              aria-label={deckTexts.previousImage}
              disabled={image === 0}
              onClick={() => setImage((index) => Math.max(0, index - 1))}
            />
            <button
              type="button"
              className={`${classes.side} ${classes.sideRight}`}
              aria-label={deckTexts.nextImage}
              disabled={image >= medias.length - 1}
              onClick={() => setImage((index) => Math.min(medias.length - 1, index + 1))}
            />
            <span className={classes.srOnly} aria-live="polite">
              {deckTexts.imageOf(image + 1, medias.length)}
            </span>
          </>
        )}
        <span className={`${classes.stamp} ${classes.stampLike}`} data-stamp="like" aria-hidden="true">
          {deckTexts.stamps.like}
        </span>
        <span className={`${classes.stamp} ${classes.stampNope}`} data-stamp="nope" aria-hidden="true">
          {deckTexts.stamps.nope}
        </span>
        {(card.message_count ?? 0) > 0 && (
          <span className={classes.threadBadge} title={threadTexts.cardCount(card.message_count ?? 0)}>
            <IconMessage size={14} aria-hidden="true" />
            <span aria-hidden="true">{card.message_count}</span>
            <span className={classes.srOnly}>{threadTexts.cardCount(card.message_count ?? 0)}</span>
          </span>
        )}
        {card.is_super && (
          <span className={classes.superBadge} aria-hidden="true">
            <IconStar size={16} />
          </span>
        )}
      </div>
      <div className={classes.body}>
        <p className={classes.price}>{formatPrice(card.amount, card.currency)}</p>
        <PriceLine publication={card} />
        <h2 className={classes.title}>
          <button type="button" className={classes.titleButton} onClick={() => onOpenDetail(card)}>
            {card.title}
          </button>
        </h2>
        {kind.length > 0 && <p className={classes.facts}>{kind.join(' · ')}</p>}
        {address && (
          <p className={classes.address}>
            <IconMapPin size={14} aria-hidden="true" />
            <span>{address}</span>
          </p>
        )}
      </div>
    </article>
  );
});
