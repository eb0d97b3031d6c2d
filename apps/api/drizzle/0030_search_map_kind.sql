-- The map's index keyed by numbers (decision 012). The markers read every listing of a view from
-- publications_search_map_index, 17,000 to 51,000 entries at zoom 13 in Buenos Aires, and the time went to reading
-- each entry: it began with three text columns (type, category, coalesce(operation, '')), so every column after them
-- had no fixed offset and every entry was walked and compared column by column. A listing's kind on the map is now one
-- integer, publication_map_kind(type, category, operation): a property's category and operation as small numbers,
-- NULL for anything else (other types, a category or operation it does not know, no operation). Keyed by it, then
-- the band of longitude, lat and lng, all fixed-width, a view of 44,592 listings was read in 11-13 ms instead of
-- 25-30 on the same copy of 1,000,000 listings. type, category and operation are INCLUDEd because PostgreSQL answers
-- an expression from an index alone only when the columns it is made of are there too.
-- The function is the contract between this index and the statement: the statement asks for
-- publication_map_kind(type, category, operation) = publication_map_kind('property', <category>, <operation>), which
-- the planner folds to a number. A category added to the listings needs its number here (a test lists them all).
CREATE OR REPLACE FUNCTION "publication_map_kind"(text, text, text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  select case when $1 = 'property' then
    (case $2 when 'departamento' then 1 when 'casa' then 2 when 'ph' then 3 when 'terreno' then 4 when 'local' then 5
      when 'oficina' then 6 when 'cochera' then 7 when 'quinta' then 8 when 'campo' then 9 end) * 4
    + (case $3 when 'venta' then 1 when 'alquiler' then 2 when 'alquiler_temporario' then 3 end)
  end
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "publications_search_map_index";--> statement-breakpoint
CREATE INDEX "publications_search_map_index" ON "publications" USING btree (publication_map_kind("type", "category", "operation"),(floor("lng" * 100)::integer),"lat","lng") INCLUDE ("amount","id","currency","type","category","operation") WHERE "publications"."public" and (floor("publications"."lng" * 100)::integer) is not null and publication_map_kind("publications"."type", "publications"."category", "publications"."operation") is not null;--> statement-breakpoint
-- The partial index's own statistics are not the table's, so the planner learns how many listings each kind holds
-- from these (as migration 0028 did for the three columns): without them `= <kind>` gets the default 0.5 %.
CREATE STATISTICS IF NOT EXISTS "publications_map_kind_stats" ON (publication_map_kind("type", "category", "operation")) FROM "publications";--> statement-breakpoint
ANALYZE "publications";
