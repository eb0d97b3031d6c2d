-- The map of a search's results (decision 012): the filter's equalities, the band of longitude, then the point, with
-- the columns a marker answers included, so the listings in view are read from the index alone. The band in the
-- predicate keeps the index to the queries that state it (the markers). Written by hand from the statement drizzle-kit
-- generated for the schema's index, adding the INCLUDE that Drizzle cannot declare.
CREATE INDEX "publications_search_map_index" ON "publications" USING btree ("type","category",coalesce("operation", ''),(floor("lng" * 100)::integer),"lat","lng") INCLUDE ("operation","currency","amount","id") WHERE "publications"."public" and (floor("publications"."lng" * 100)::integer) is not null;
