// The price-drops module's face: what the rest of the API (other modules, app.ts, jobs/, seed/) uses of it. Nothing
// outside this folder imports its other files (ARCHITECTURE.md, Boundaries).
export { findEditDrop, isDrop, type PriceDrop, queuePriceDrops, shownPrice, toPriceDrop } from './price-drops.service';
export { priceDropsNotify } from './price-drops.job';
