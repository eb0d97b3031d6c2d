// A search's whole rule as one condition on `publications` (its scope and any of its filters, with their places),
// for features that test a few listings against many searches at once: search alerts check each sync's new
// listings against every alert with it (modules/search-alerts). The same conditions as the engine's pages and counts.
import type { SearchRow } from '../../../db/schema/index';
import type { Database } from '../../../db/client';
import { allOf, anyFilter } from './search-filter-sql.queries';
import { scopeCondition } from '../deck/search-results.queries';
import { engineSearch } from '../deck/search-results.service';

/**
 * The condition a listing (a row of `publications`, or of a relation aliased so) meets when it is in the search, and
 * a key equal for searches whose rule is the same (the same filters, places and scope), so they are tested once.
 */
export async function searchMatchCondition(db: Database, search: SearchRow) {
  const engine = await engineSearch(db, search);
  const key = JSON.stringify([engine.scope, engine.filters, engine.places]);
  const condition = engine.filters.length
    ? allOf([scopeCondition(engine.scope), anyFilter(engine.filters, engine.places)])
    : null;
  return { key, condition };
}
