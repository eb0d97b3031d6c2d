// The numbers behind a listing's price (product.md, Listings: Price insights): its price per m², the history of its
// price, and the Spanish texts the card and the detail show of them. The API answers the history; the price per m² is
// worked out from the listing.
// No zod here: a deck's cards and a listing's page read these texts on their first screen, and the schemas the API's
// answers are checked with live apart (price-insight-schemas.ts).
import { formatDate, formatNumber, formatPrice } from './format';

/** One change of a listing's shown price (the offer when below the list price), as the API answers it. */
export type PriceChange = {
  at: string;
  old_currency: string | null;
  old_price: number | null;
  currency: string | null;
  price: number | null;
};

/** The median price per m² of comparable public listings in the listing's barrio, shown from 10 listings on. */
export type BarrioPrice = { name: string; median: number; listings: number };

/** How long a card shows «Bajó de precio» after a drop. */
export const PRICE_DROP_BADGE_DAYS = 30;

export const priceInsightTexts = {
  dropped: 'Bajó de precio',
  history: 'Historial de precio',
  perSquareMeter: (price: string) => `${price}/m²`,
  barrioMedian: (name: string, price: string, listings: string) => `${name}: ${price}/m² (mediana de ${listings})`,
  belowBarrio: (percent: number) => `${percent}% debajo del barrio`,
  aboveBarrio: (percent: number) => `${percent}% arriba del barrio`,
} as const;

type PricedListing = {
  type: string;
  amount: number | null;
  amount_sale: number | null;
  currency: string | null;
  extras: { areas?: { total?: number | null; covered?: number | null } | null };
};

/** The price a card shows: the offer when it is below the list price, else the list price; none at 0 or less. */
export function shownPrice(listing: Pick<PricedListing, 'amount' | 'amount_sale'>): number | null {
  const prices = [listing.amount, listing.amount_sale].filter((value): value is number => value != null);
  if (prices.length === 0) return null;
  const price = Math.min(...prices);
  return price > 0 ? price : null;
}

/** A property's shown price over its covered area (its total area when the covered one is missing), or null. */
export function pricePerSquareMeter(listing: PricedListing): number | null {
  if (listing.type !== 'property') return null;
  const price = shownPrice(listing);
  const areas = listing.extras.areas;
  const area = areas?.covered != null && areas.covered > 0 ? areas.covered : areas?.total;
  if (price === null || area == null || !(area > 0)) return null;
  return price / area;
}

/** «US$ 2.500/m²», or null when the listing has no price per m². */
export function formatPricePerSquareMeter(listing: PricedListing): string | null {
  const value = pricePerSquareMeter(listing);
  return value === null ? null : priceInsightTexts.perSquareMeter(formatPrice(value, listing.currency));
}

/** A drop: a price before and after, in the same currency, the new one lower. */
export function isPriceDrop(change: PriceChange): boolean {
  return (
    change.old_price !== null &&
    change.price !== null &&
    change.old_currency === change.currency &&
    change.price < change.old_price
  );
}

/** The percentage of a change, cut (never rounded up) to a whole number, or to one decimal below 1 %. */
function percentText(from: number, to: number): string {
  const percent = (Math.abs(to - from) * 100) / from;
  const cut = percent >= 1 ? Math.floor(percent) : Math.floor(percent * 10) / 10;
  return `${formatNumber(cut)}%`;
}

/** «Bajó 5% el 03/11/2026», «Subió 8% el …», or what it became when the currency or the price came or went. */
export function priceChangeText(change: PriceChange): string {
  const date = formatDate(change.at);
  const { old_price: from, price: to } = change;
  if (from !== null && to !== null && change.old_currency === change.currency) {
    return `${to < from ? 'Bajó' : 'Subió'} ${percentText(from, to)} el ${date}`;
  }
  if (to === null) return `Quedó sin precio el ${date}`;
  return `Pasó a ${formatPrice(to, change.currency)} el ${date}`;
}

/** Whether the newest change is a drop made less than PRICE_DROP_BADGE_DAYS before `now`. */
export function recentlyDropped(changes: readonly PriceChange[], now: Date): boolean {
  const last = changes.at(-1);
  if (!last || !isPriceDrop(last)) return false;
  const age = now.getTime() - new Date(last.at).getTime();
  // A change dated a little ahead of `now` (the database's clock against the app's) is recent too.
  return age < PRICE_DROP_BADGE_DAYS * 24 * 60 * 60 * 1000;
}

/** «Palermo: US$ 2.300/m² (mediana de 12 publicaciones)». */
export function barrioMedianText(barrio: BarrioPrice, currency: string | null): string {
  const listings = `${formatNumber(barrio.listings)} ${barrio.listings === 1 ? 'publicación' : 'publicaciones'}`;
  return priceInsightTexts.barrioMedian(barrio.name, formatPrice(barrio.median, currency), listings);
}

/**
 * «12% debajo del barrio» or «8% arriba del barrio»: the listing's price per m² against the barrio's median, rounded
 * to a whole percent; null when it rounds to 0 % (it is the barrio's price) or either is missing.
 */
export function barrioComparisonText(perMeter: number | null, barrio: BarrioPrice | null | undefined): string | null {
  if (perMeter === null || !barrio || !(barrio.median > 0)) return null;
  const percent = Math.round(((perMeter - barrio.median) * 100) / barrio.median);
  if (percent === 0) return null;
  return percent < 0 ? priceInsightTexts.belowBarrio(-percent) : priceInsightTexts.aboveBarrio(percent);
}
