CREATE TABLE "search_listing_likes" (
	"search_id" bigint NOT NULL,
	"publication_id" bigint NOT NULL,
	"likes" integer NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_listing_likes_search_id_publication_id_pk" PRIMARY KEY("search_id","publication_id")
);
--> statement-breakpoint
ALTER TABLE "search_listing_likes" ADD CONSTRAINT "search_listing_likes_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_listing_likes_coincidences_index" ON "search_listing_likes" USING btree ("search_id","likes" DESC NULLS LAST,"liked_at" DESC NULLS LAST,"publication_id" DESC NULLS LAST) WHERE "search_listing_likes"."likes" >= 2;--> statement-breakpoint
-- How many participants like each listing of a search (decision 017), kept by the decisions' trigger in the
-- decision's own statement, so the coincidences view reads its page, in its order, and its count from the partial
-- index instead of grouping every like of the search. A row exists while the listing has a like; a listing's deletion
-- removes its decisions, whose trigger takes its likes away and the row with them (no foreign key to publications:
-- a cascade could otherwise remove the row before the trigger subtracts from it).
-- The function takes each listing's net move once (never 0), sorted by key: the listings that gained likes are
-- upserted, those that lost some are locked in key order, so two bulk statements never wait on each other in a
-- cycle, then decremented, and the rows left at zero deleted.
CREATE FUNCTION "search_listing_likes_move"(search_ids bigint[], publication_ids bigint[], moves int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_listing_likes AS c (search_id, publication_id, likes)
  SELECT s, p, n FROM unnest(search_ids, publication_ids, moves) WITH ORDINALITY AS m(s, p, n, k) WHERE n > 0
  ORDER BY k
  ON CONFLICT (search_id, publication_id) DO UPDATE SET likes = c.likes + excluded.likes, liked_at = excluded.liked_at;
  SELECT 1 FROM search_listing_likes c JOIN unnest(search_ids, publication_ids, moves) AS m(s, p, n)
    ON c.search_id = m.s AND c.publication_id = m.p AND m.n < 0
  ORDER BY c.search_id, c.publication_id FOR UPDATE OF c;
  UPDATE search_listing_likes c SET likes = c.likes + m.n FROM unnest(search_ids, publication_ids, moves) AS m(s, p, n)
  WHERE c.search_id = m.s AND c.publication_id = m.p AND m.n < 0;
  DELETE FROM search_listing_likes c USING unnest(search_ids, publication_ids, moves) AS m(s, p, n)
  WHERE c.search_id = m.s AND c.publication_id = m.p AND m.n < 0 AND c.likes <= 0;
$$;--> statement-breakpoint
-- The decisions' trigger of migration 0017, which also moves the likes per listing: +1 for each like added, -1 for
-- each like removed, netted per listing, so an update that keeps a like (a comment, answer tags, the same like sent
-- again) moves nothing and calls nothing.
CREATE OR REPLACE FUNCTION "search_decisions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  search_ids bigint[] := '{}';
  publication_ids bigint[] := '{}';
  moves int[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO decision_counter_moves (search_id, publication_id, liked, discarded, superliked, day, counted)
    SELECT search_id, publication_id, CASE WHEN "like" THEN 1 ELSE 0 END, CASE WHEN "like" THEN 0 ELSE 1 END,
      CASE WHEN "like" AND is_super THEN 1 ELSE 0 END,
      (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, NOT predicted
    FROM new_rows;
    SELECT coalesce(array_agg(search_id), '{}'), coalesce(array_agg(publication_id), '{}'),
      coalesce(array_agg(1), '{}')
    INTO search_ids, publication_ids, moves FROM new_rows WHERE "like";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO decision_counter_moves (search_id, publication_id, liked, discarded, superliked, day, counted)
    SELECT search_id, publication_id, CASE WHEN "like" THEN -1 ELSE 0 END, CASE WHEN "like" THEN 0 ELSE -1 END,
      CASE WHEN "like" AND is_super THEN -1 ELSE 0 END,
      (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, NOT predicted
    FROM old_rows;
    SELECT search_ids || coalesce(array_agg(search_id), '{}'), publication_ids || coalesce(array_agg(publication_id), '{}'),
      moves || coalesce(array_agg(-1), '{}')
    INTO search_ids, publication_ids, moves FROM old_rows WHERE "like";
  END IF;
  IF cardinality(moves) = 0 THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(array_agg(s ORDER BY s, p), '{}'), coalesce(array_agg(p ORDER BY s, p), '{}'),
    coalesce(array_agg(n ORDER BY s, p), '{}')
  INTO search_ids, publication_ids, moves
  FROM (SELECT s, p, sum(n)::int AS n FROM unnest(search_ids, publication_ids, moves) AS m(s, p, n)
    GROUP BY s, p HAVING sum(n) <> 0) net;
  IF cardinality(moves) > 0 THEN
    PERFORM search_listing_likes_move(search_ids, publication_ids, moves);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The likes of the decisions already made, the latest at the time of its decision.
INSERT INTO "search_listing_likes" ("search_id", "publication_id", "likes", "liked_at")
SELECT search_id, publication_id, count(*)::int, max(created_at) FROM search_decisions WHERE "like" GROUP BY 1, 2;
