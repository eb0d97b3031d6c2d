// A filtered result with its «Comparar» toggle: a checkbox beside the card's button (a control cannot sit inside
// another), named with the listing's title for screen readers while the screen shows «Comparar».
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
        data-checked={chosen || undefined}
        checked={chosen}
        onChange={(event) => onToggle(card, event.currentTarget.checked)}
        label={
          <>
            {compareTexts.toggle}
            <span className={classes.srOnly}> {card.title}</span>
          </>
        }
      />
    </div>
  );
}
