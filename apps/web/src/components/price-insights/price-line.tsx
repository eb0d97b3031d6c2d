// Beside a listing's price: its price per m² and, for 30 days after a drop, «Bajó de precio». Nothing when it has
// neither. Pure render of the listing (the API decided the badge), so it is safe on server-rendered pages.
import { Badge } from '@mantine/core';
import { formatPricePerSquareMeter, priceInsightTexts } from '@vitrina/shared/price-insights';
import type { Publication } from '@vitrina/shared/publications';
import classes from './price-insights.module.css';

type Priced = Pick<Publication, 'type' | 'amount' | 'amount_sale' | 'currency' | 'extras' | 'price_dropped'>;

export function PriceLine({ publication }: { publication: Priced }) {
  const perMeter = formatPricePerSquareMeter(publication);
  if (!perMeter && !publication.price_dropped) return null;
  return (
    <div className={classes.line}>
      {perMeter && <span className={classes.perMeter}>{perMeter}</span>}
      {publication.price_dropped && (
        <Badge color="teal" variant="filled" size="sm" tt="none">
          {priceInsightTexts.dropped}
        </Badge>
      )}
    </div>
  );
}
