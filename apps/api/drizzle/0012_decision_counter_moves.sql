CREATE TABLE "decision_counter_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decision_counter_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"search_id" bigint NOT NULL,
	"publication_id" bigint NOT NULL,
	"liked" integer NOT NULL,
	"discarded" integer NOT NULL
);
--> statement-breakpoint
-- The decisions' counters no longer write the searches' and listings' rows inside the decision's statement: they
-- append the moves, applied within a second by the application (decision-counters.queries.ts), so concurrent
-- decisions on one listing or in one search never queue on its row lock.
CREATE OR REPLACE FUNCTION "search_decisions_apply"(search_ids bigint[], publication_ids bigint[], likes boolean[], signs int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO decision_counter_moves (search_id, publication_id, liked, discarded)
  SELECT search_id, publication_id, CASE WHEN "like" THEN n ELSE 0 END, CASE WHEN "like" THEN 0 ELSE n END
  FROM unnest(search_ids, publication_ids, likes, signs) AS m(search_id, publication_id, "like", n)
  WHERE search_id IS NOT NULL;
$$;--> statement-breakpoint
-- The same trigger function, without locking the listings' rows before a deletion: nothing here writes them now.
CREATE OR REPLACE FUNCTION "search_decisions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  search_ids bigint[] := '{}';
  publication_ids bigint[] := '{}';
  likes boolean[] := '{}';
  signs int[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT search_ids || array_agg(search_id), publication_ids || array_agg(publication_id),
      likes || array_agg("like"), signs || array_agg(1)
    INTO search_ids, publication_ids, likes, signs FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT search_ids || array_agg(search_id), publication_ids || array_agg(publication_id),
      likes || array_agg("like"), signs || array_agg(-1)
    INTO search_ids, publication_ids, likes, signs FROM old_rows;
  END IF;
  PERFORM search_decisions_apply(search_ids, publication_ids, likes, signs);
  RETURN NULL;
END
$$;
