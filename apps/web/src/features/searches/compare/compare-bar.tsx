// The bar under the filtered results once a listing is chosen: how many, «Comparar (N)» (enabled from 2 to 4), and
// what is missing or why a fifth was not added, said to screen readers as it changes.
import { Button, Group, Text } from '@mantine/core';
import type { CompareSelection } from './use-compare-selection';
import { compareTexts } from './compare-texts';
import classes from './compare.module.css';

type CompareBarProps = { selection: CompareSelection; onCompare: () => void };

export function CompareBar({ selection, onCompare }: CompareBarProps) {
  const { count, ready, refused } = selection;
  if (count === 0 && !refused) return null;
  const message = refused ? compareTexts.tooMany : ready ? compareTexts.ready : compareTexts.needMore;
  return (
    <div className={classes.bar}>
      <div className={classes.barText}>
        <Text fw={700} size="sm">
          {compareTexts.chosen(count)}
        </Text>
        <Text
          size="xs"
          role="status"
          className={refused ? classes.refused : undefined}
          c={refused ? undefined : 'dimmed'}
        >
          {message}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" color="gray" size="sm" onClick={selection.clear}>
          {compareTexts.clear}
        </Button>
        <Button size="sm" disabled={!ready} onClick={onCompare}>
          {compareTexts.open(count)}
        </Button>
      </Group>
    </div>
  );
}
