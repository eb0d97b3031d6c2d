// A filtered result with its «Comparar» toggle: a checkbox beside the card's button (a control cannot sit inside
// another).
import type { ReactNode } from 'react';
import { Checkbox } from '@mantine/core';
import type { FilteredCard } from '@vitrina/shared/search-filtered';
import { compareTexts } from './compare-texts';
import classes from './compare.module.css';

type CompareItemProps = {
  card: FilteredCard;
  chosen: boolean;
  onToggle: (card: FilteredCard, on: boolean) => void;
  children: ReactNode;
};

export function CompareItem({ card, chosen, onToggle, children }: CompareItemProps) {
  return (
    <div className={classes.item}>
      {children}
      <Checkbox
        size="xs"
        className={classes.toggle}
        checked={chosen}
        onChange={(event) => onToggle(card, event.currentTarget.checked)}
        label={compareTexts.toggle}
        // The title tells the toggles apart for a screen reader; the screen shows «Comparar» beside each card.
        aria-label={`${compareTexts.toggle} ${card.title}`}
      />
    </div>
  );
}
