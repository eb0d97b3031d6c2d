// One listing of the filtered results: its first image, title and price, then the chosen participant's answer or, in
// the coincidences view, who likes it and the badge. The whole card is one button that opens the detail, named by
// its title and price and described by the marks.
import { useId } from 'react';
import { Avatar, Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatPrice } from '@vitrina/shared/format';
import type { FilteredCard as Card } from '@vitrina/shared/search-filtered';
import { threadTexts } from '@vitrina/shared/thread-texts';
import { IconMessage } from '@/components/icons';
import { AspectImage } from '@/components/publication-detail/aspect-image';
import { filteredTexts } from '../filtered-texts';
import { DecisionMarks } from './decision-marks';
import classes from '../filtered.module.css';

const shownLikers = 4;

function Likers({ card }: { card: Card }) {
  const names = card.likers.map((liker) => liker.name);
  const shown = card.likers.slice(0, shownLikers);
  return (
    <Stack gap={6}>
      <Group gap={8} wrap="nowrap">
        <Avatar.Group spacing="xs" aria-hidden>
          {shown.map((liker) => (
            <Avatar key={liker.id} src={liker.avatar_url} name={liker.name} color="initials" size={26} alt="" />
          ))}
          {card.likers.length > shown.length && <Avatar size={26}>+{card.likers.length - shown.length}</Avatar>}
        </Avatar.Group>
        {card.badge && (
          <Badge color={card.badge === 'todos' ? 'teal' : 'brand'} variant="light">
            {filteredTexts.badge[card.badge]}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {filteredTexts.likers(names)}
      </Text>
    </Stack>
  );
}

type FilteredCardProps = {
  card: Card;
  coincidences: boolean;
  own: boolean;
  onOpen: (card: Card) => void;
};

export function FilteredCard({ card, coincidences, own, onOpen }: FilteredCardProps) {
  const titleId = useId();
  const priceId = useId();
  const marksId = useId();
  const first = [...card.medias].sort((a, b) => a.number - b.number)[0];
  const offer = card.amount_sale != null && card.amount != null && card.amount_sale < card.amount;

  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onOpen(card)}
      aria-labelledby={`${titleId} ${priceId}`}
      aria-describedby={marksId}
    >
      <div className={classes.cardMedia}>
        <AspectImage media={first} alt="" aspect={1} thumbnail />
      </div>
      <div className={classes.cardBody}>
        <Text id={titleId} fw={650} lineClamp={2} className={classes.cardTitle}>
          {card.title}
        </Text>
        <Text id={priceId} fw={800} className={classes.cardPrice}>
          {formatPrice(offer ? card.amount_sale : (card.amount ?? card.amount_sale), card.currency)}
        </Text>
        <div id={marksId}>
          {coincidences ? <Likers card={card} /> : <DecisionMarks answer={card} own={own} clampComment />}
          {card.message_count > 0 && (
            <Text size="xs" c="dimmed" mt={6} className={classes.cardThread}>
              <IconMessage size={14} aria-hidden />
              {threadTexts.cardCount(card.message_count)}
            </Text>
          )}
        </div>
      </div>
    </UnstyledButton>
  );
}
