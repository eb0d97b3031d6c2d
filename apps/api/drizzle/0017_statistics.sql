CREATE TABLE "stat_user_days" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"decisions" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"superlikes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_user_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "decision_counter_moves" ADD COLUMN "superliked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_counter_moves" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "decision_counter_moves" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_user_days" ADD CONSTRAINT "stat_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_user_id_decisions_count_index" ON "publications" USING btree ("user_id","decisions_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."decisions_count" > 0;--> statement-breakpoint
CREATE INDEX "searches_group_id_created_at_index" ON "searches" USING btree ("group_id","created_at");--> statement-breakpoint
-- Statistics (decision 013): each counter move also carries the decision's day in Argentina, its superlike and
-- whether it counts for statistics (a predicted like does not), so applying the moves keeps stat_user_days, the
-- decisions per listing owner and day, in the same statement (decision-counters.queries.ts). Moves left pending
-- from before this migration have no day: the backfill below already counts their decisions.
-- The trigger writes the moves straight from its transition tables: the rows added (+1) and removed (-1). A row
-- keeps its created_at when decided again, so its undo subtracts from the day it was counted on.
CREATE OR REPLACE FUNCTION "search_decisions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO decision_counter_moves (search_id, publication_id, liked, discarded, superliked, day, counted)
    SELECT search_id, publication_id, CASE WHEN "like" THEN 1 ELSE 0 END, CASE WHEN "like" THEN 0 ELSE 1 END,
      CASE WHEN "like" AND is_super THEN 1 ELSE 0 END,
      (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, NOT predicted
    FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO decision_counter_moves (search_id, publication_id, liked, discarded, superliked, day, counted)
    SELECT search_id, publication_id, CASE WHEN "like" THEN -1 ELSE 0 END, CASE WHEN "like" THEN 0 ELSE -1 END,
      CASE WHEN "like" AND is_super THEN -1 ELSE 0 END,
      (created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, NOT predicted
    FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS "search_decisions_apply"(bigint[], bigint[], boolean[], int[]);--> statement-breakpoint
-- The decisions already made, per listing owner and day.
INSERT INTO "stat_user_days" ("user_id", "day", "decisions", "likes", "superlikes")
SELECT p.user_id, (d.created_at AT TIME ZONE 'America/Argentina/Buenos_Aires')::date, count(*)::int,
  (count(*) FILTER (WHERE d."like"))::int, (count(*) FILTER (WHERE d."like" AND d.is_super))::int
FROM search_decisions d JOIN publications p ON p.id = d.publication_id
WHERE NOT d.predicted
GROUP BY 1, 2;
