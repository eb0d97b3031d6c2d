CREATE TABLE "search_decisions" (
	"search_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"publication_id" bigint NOT NULL,
	"like" boolean NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_decisions_search_id_user_id_publication_id_pk" PRIMARY KEY("search_id","user_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "search_participants" (
	"search_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"owner" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "search_participants_search_id_user_id_pk" PRIMARY KEY("search_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uuid" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"public" boolean DEFAULT false NOT NULL,
	"shareable" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"filtered" text,
	"microsite_id" bigint,
	"user_id" bigint,
	"scope_user_id" bigint,
	"group_id" bigint,
	"filters" jsonb NOT NULL,
	"order" text DEFAULT 'relevance' NOT NULL,
	"places" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decisions_true_count" integer DEFAULT 0 NOT NULL,
	"decisions_false_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "searches_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "search_decisions" ADD CONSTRAINT "search_decisions_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_decisions" ADD CONSTRAINT "search_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_decisions" ADD CONSTRAINT "search_decisions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_participants" ADD CONSTRAINT "search_participants_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_participants" ADD CONSTRAINT "search_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_scope_user_id_users_id_fk" FOREIGN KEY ("scope_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_decisions_search_id_publication_id_index" ON "search_decisions" USING btree ("search_id","publication_id") WHERE "search_decisions"."like";--> statement-breakpoint
CREATE INDEX "search_decisions_publication_id_index" ON "search_decisions" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "search_decisions_search_id_user_id_created_at_index" ON "search_decisions" USING btree ("search_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_participants_user_id_index" ON "search_participants" USING btree ("user_id","search_id");--> statement-breakpoint
CREATE INDEX "searches_user_id_created_at_index" ON "searches" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "searches_group_id_published_at_index" ON "searches" USING btree ("group_id","published_at" DESC NULLS LAST) WHERE "searches"."public";--> statement-breakpoint
CREATE INDEX "searches_scope_user_id_index" ON "searches" USING btree ("scope_user_id");--> statement-breakpoint
CREATE INDEX "publications_search_relevance_index" ON "publications" USING btree ("type","category",coalesce("operation", ''),"relevance" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."public";--> statement-breakpoint
CREATE INDEX "publications_search_recent_index" ON "publications" USING btree ("type","category",coalesce("operation", ''),"listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."public";--> statement-breakpoint
CREATE INDEX "publications_search_price_index" ON "publications" USING btree ("type","category",coalesce("operation", ''),"currency","amount","id") WHERE "publications"."public";--> statement-breakpoint
-- A participant's decisions are most of a search's rows: without this the planner multiplies the selectivities of
-- search_id and user_id, expects a few dozen decisions where there are thousands, and picks plans that compare
-- every candidate listing with every decision.
CREATE STATISTICS "search_decisions_participant_stats" (ndistinct, dependencies) ON "search_id", "user_id" FROM "search_decisions";--> statement-breakpoint
-- The counters of decisions follow search_decisions one statement at a time: a search's likes and discards, a
-- listing's likes and decisions. The rows a statement added and removed arrive as transition tables and are applied
-- as differences, so a decision repeated (same like) changes nothing, one changed from like to discard moves one count
-- to the other, an undo takes it back, and deleting a search with thousands of decisions is two set-based updates.
-- Done here rather than in the API so that decisions sent at once, a deleted search or a deleted listing can never
-- leave a counter off. Listings are locked in id order first when a delete changes many, so two such deletes queue
-- rather than deadlock.
CREATE FUNCTION "search_decisions_apply"(search_ids bigint[], publication_ids bigint[], likes boolean[], signs int[])
RETURNS void LANGUAGE sql AS $$
  WITH moved AS (SELECT * FROM unnest(search_ids, publication_ids, likes, signs) AS m(search_id, publication_id, "like", n)),
  by_search AS (
    UPDATE searches AS s
      SET decisions_true_count = s.decisions_true_count + d.liked,
        decisions_false_count = s.decisions_false_count + d.discarded
    FROM (
      SELECT search_id, coalesce(sum(n) FILTER (WHERE "like"), 0)::int AS liked,
        coalesce(sum(n) FILTER (WHERE NOT "like"), 0)::int AS discarded
      FROM moved GROUP BY search_id
    ) AS d
    WHERE s.id = d.search_id AND (d.liked <> 0 OR d.discarded <> 0)
  )
  UPDATE publications AS p
    SET like_count = p.like_count + d.liked, decisions_count = p.decisions_count + d.decided
  FROM (
    SELECT publication_id, coalesce(sum(n) FILTER (WHERE "like"), 0)::int AS liked, sum(n)::int AS decided
    FROM moved GROUP BY publication_id
  ) AS d
  WHERE p.id = d.publication_id AND (d.liked <> 0 OR d.decided <> 0);
$$;--> statement-breakpoint
-- The trigger hands its transition tables to search_decisions_apply as the rows added (+1) and removed (-1).
CREATE FUNCTION "search_decisions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    IF TG_OP = 'DELETE' THEN
      PERFORM 1 FROM publications WHERE id IN (SELECT publication_id FROM old_rows) ORDER BY id FOR NO KEY UPDATE;
    END IF;
    SELECT search_ids || array_agg(search_id), publication_ids || array_agg(publication_id),
      likes || array_agg("like"), signs || array_agg(-1)
    INTO search_ids, publication_ids, likes, signs FROM old_rows;
  END IF;
  PERFORM search_decisions_apply(search_ids, publication_ids, likes, signs);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_decisions_count_insert" AFTER INSERT ON "search_decisions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_decisions_count"();--> statement-breakpoint
CREATE TRIGGER "search_decisions_count_update" AFTER UPDATE ON "search_decisions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_decisions_count"();--> statement-breakpoint
CREATE TRIGGER "search_decisions_count_delete" AFTER DELETE ON "search_decisions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_decisions_count"();
