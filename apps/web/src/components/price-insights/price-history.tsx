// The detail's short timeline of a listing's price: «Bajó 5% el 03/11/2026», «Subió 8% el …», newest first.
import { Stack, Text } from '@mantine/core';
import { formatPrice } from '@vitrina/shared/format';
import { isPriceDrop, priceChangeText, priceInsightTexts, type PriceChange } from '@vitrina/shared/price-insights';
import classes from './price-insights.module.css';

function direction(change: PriceChange): 'down' | 'up' | undefined {
  if (isPriceDrop(change)) return 'down';
  const { old_price: from, price: to } = change;
  return from !== null && to !== null && change.old_currency === change.currency && to > from ? 'up' : undefined;
}

export function PriceHistory({ changes }: { changes: readonly PriceChange[] | undefined }) {
  if (!changes || changes.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={priceInsightTexts.history}>
      <Text fw={700} size="sm">
        {priceInsightTexts.history}
      </Text>
      <ol className={classes.history}>
        {[...changes].reverse().map((change, index) => {
          const way = direction(change);
          return (
            <li key={`${change.at}-${index}`}>
              <span className={way ? classes[way] : undefined}>{priceChangeText(change)}</span>
              {change.price !== null && (
                <Text span size="xs" c="dimmed">
                  {formatPrice(change.price, change.currency)}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
