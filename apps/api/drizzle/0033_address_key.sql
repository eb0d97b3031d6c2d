-- Forgetting the remembered addresses no listing uses any more (map.queries.ts, deleteUnusedPlaces) looked, for each
-- of an author's places, through all the author's listings, folding each listing's address text again for every
-- pair: with 10,000 distinct addresses that was 100 million foldings, about 140 s on PostgreSQL at the end of every
-- sync. The folding is now one SQL function, address_key(text), and an index on (user_id, address_key(address_title))
-- answers "does a listing of this author still use this key" with one probe. The function is the contract between
-- the index, the remembered places' key (map_places.address_key, unique per author) and the statements: lowercase,
-- accents and punctuation gone, the same expression migration 0007 used.
CREATE OR REPLACE FUNCTION "address_key"(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  select btrim(regexp_replace(lower(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "publications_user_id_address_key_index" ON "publications" USING btree ("user_id", address_key("address_title")) WHERE "publications"."address_title" is not null;--> statement-breakpoint
-- The index's expression gets statistics of its own, so the planner knows a key matches a handful of listings.
ANALYZE "publications";
