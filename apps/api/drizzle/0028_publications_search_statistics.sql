-- Statistics the planner can use for the search indexes' equalities (decision 012). The search and map indexes are
-- partial, and PostgreSQL does not use a partial index's statistics for the table, so `coalesce(operation, '') = 'venta'`
-- got the default selectivity of an unknown expression (0.5 %), multiplied by those of type and category as if the
-- three were independent (a category names its type): the markers' statement expected a few hundred listings in a view
-- holding tens of thousands. It grouped them by sorting (the app turned sorts off around it) and read a small filter's
-- branch without its band of longitude. With these, the three equalities are estimated from their combined most common
-- values, and a set of bands from the band's own histogram; the results' and the count's plans are unchanged (decision
-- 008 lists them, checked at 1,000,000 listings).
CREATE STATISTICS IF NOT EXISTS "publications_search_kind_stats" (mcv, dependencies)
ON "type", "category", (coalesce("operation", '')) FROM "publications";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "publications_lng_band_stats" ON ((floor("lng" * 100)::integer)) FROM "publications";--> statement-breakpoint
ANALYZE "publications";
