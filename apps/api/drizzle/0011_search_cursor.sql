ALTER TABLE "search_participants" ADD COLUMN "cursor" jsonb;--> statement-breakpoint
-- The price index again, with the raw operation column included: the planner needs the column itself (not only
-- coalesce(operation, '')) to answer from the index alone, so a search's count becomes an index-only scan.
DROP INDEX IF EXISTS "publications_search_price_index";--> statement-breakpoint
CREATE INDEX "publications_search_price_index" ON "publications" USING btree ("type","category",coalesce("operation", ''),"currency","amount","id") INCLUDE ("operation") WHERE "publications"."public";--> statement-breakpoint
-- Statistics for the expression columns of the search indexes, which a listing table already full would otherwise
-- only get from the next automatic analyze.
ANALYZE "publications";
