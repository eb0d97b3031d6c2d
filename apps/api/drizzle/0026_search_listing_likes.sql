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
-- a cascade could otherwise remove the row before the trigger subtracts from it). Rows are written in key order, so
-- two statements moving the same listings never wait on each other in a cycle.
CREATE FUNCTION "search_listing_likes_move"(search_ids bigint[], publication_ids bigint[], moves int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_listing_likes AS c (search_id, publication_id, likes)
  SELECT s, p, sum(n)::int FROM unnest(search_ids, publication_ids, moves) AS m(s, p, n)
  GROUP BY s, p HAVING sum(n) > 0 ORDER BY s, p
  ON CONFLICT (search_id, publication_id) DO UPDATE SET likes = c.likes + excluded.likes, liked_at = excluded.liked_at;
  SELECT 1 FROM search_listing_likes c
  JOIN (SELECT s, p FROM unnest(search_ids, publication_ids, moves) AS m(s, p, n) GROUP BY s, p HAVING sum(n) < 0) l
    ON c.search_id = l.s AND c.publication_id = l.p
  ORDER BY c.search_id, c.publication_id FOR UPDATE OF c;
  UPDATE search_listing_likes c SET likes = c.likes + l.n
  FROM (SELECT s, p, sum(n)::int AS n FROM unnest(search_ids, publication_ids, moves) AS m(s, p, n)
    GROUP BY s, p HAVING sum(n) < 0) l
  WHERE c.search_id = l.s AND c.publication_id = l.p;
  DELETE FROM search_listing_likes c USING unnest(search_ids, publication_ids, moves) AS m(s, p, n)
  WHERE c.search_id = m.s AND c.publication_id = m.p AND m.n < 0 AND c.likes <= 0;
$$;--> statement-breakpoint
-- The decisions' trigger of migration 0017, which also moves the likes per listing: +1 for each like added, -1 for
-- each like removed, netted per listing (an update that keeps a like, such as a comment, moves nothing).
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
  IF cardinality(moves) > 0 THEN
    PERFORM search_listing_likes_move(search_ids, publication_ids, moves);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The likes of the decisions already made, the latest at the time of its decision.
INSERT INTO "search_listing_likes" ("search_id", "publication_id", "likes", "liked_at")
SELECT search_id, publication_id, count(*)::int, max(created_at) FROM search_decisions WHERE "like" GROUP BY 1, 2;
