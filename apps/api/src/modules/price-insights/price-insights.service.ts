// What other modules use of the price insights: the barrio's median beside a listing, read by key in their own
// statement (the deck's page) or per page of listings (every other view).
export { barrioPriceOf, listBarrioPrices, MIN_BARRIO_LISTINGS, type BarrioPrice } from './barrio-medians.queries';
