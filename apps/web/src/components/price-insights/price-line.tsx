// Beside a listing's price: its price per m², its barrio's median (from 10 comparable public listings) with
// «12% debajo del barrio» or «8% arriba del barrio», and, for 30 days after a drop, «Bajó de precio». Nothing when it
// has none of them. A pure render of the listing (the API decided the badge), so it is safe on server-rendered pages.
import { Badge } from '@mantine/core';
import {
  barrioComparisonText,
  barrioMedianText,
  formatPricePerSquareMeter,
  pricePerSquareMeter,
  priceInsightTexts,
} from '@vitrina/shared/price-insights';
import type { Publication } from '@vitrina/shared/publications';
import classes from './price-insights.module.css';

type Priced = Pick<
  Publication,
  'type' | 'amount' | 'amount_sale' | 'currency' | 'extras' | 'price_dropped' | 'barrio_price'
>;

export function PriceLine({ publication }: { publication: Priced }) {
  const perMeter = formatPricePerSquareMeter(publication);
  // The median only means something beside the listing's own price per m².
  const barrio = perMeter ? publication.barrio_price : null;
  const comparison = barrioComparisonText(pricePerSquareMeter(publication), barrio);
  if (!perMeter && !publication.price_dropped) return null;
  return (
    <div className={classes.line}>
      {perMeter && <span className={classes.perMeter}>{perMeter}</span>}
      {comparison && (
        <Badge color={comparison.includes('debajo') ? 'teal' : 'orange'} variant="filled" size="sm" tt="none">
          {comparison}
        </Badge>
      )}
      {publication.price_dropped && (
        <Badge color="teal" variant="filled" size="sm" tt="none">
          {priceInsightTexts.dropped}
        </Badge>
      )}
      {barrio && <span className={classes.barrio}>{barrioMedianText(barrio, publication.currency)}</span>}
    </div>
  );
}
