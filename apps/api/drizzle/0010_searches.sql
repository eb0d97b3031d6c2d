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
CREATE INDEX "publications_search_relevance_index" ON "publications" USING btree ("type","category","operation","relevance" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."public";--> statement-breakpoint
CREATE INDEX "publications_search_recent_index" ON "publications" USING btree ("type","category","operation","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."public";--> statement-breakpoint
CREATE INDEX "publications_search_price_index" ON "publications" USING btree ("type","category","operation","currency","amount","id") WHERE "publications"."public";--> statement-breakpoint
-- The counters of decisions follow search_decisions row by row: a search's likes and discards, a listing's likes and
-- decisions. A decision repeated (same like) writes nothing; one changed from like to discard moves one count to
-- the other; an undo (delete) takes it back. Done here rather than in the API so two identical decisions sent at
-- once, a deleted search or a deleted listing can never leave a counter off by one.
CREATE FUNCTION "search_decisions_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  liked integer := 0;
  discarded integer := 0;
  decided integer := 0;
  decision_search bigint;
  decision_publication bigint;
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    IF OLD."like" THEN liked := liked - 1; ELSE discarded := discarded - 1; END IF;
    decided := decided - 1;
    decision_search := OLD.search_id;
    decision_publication := OLD.publication_id;
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    IF NEW."like" THEN liked := liked + 1; ELSE discarded := discarded + 1; END IF;
    decided := decided + 1;
    decision_search := NEW.search_id;
    decision_publication := NEW.publication_id;
  END IF;
  IF liked = 0 AND discarded = 0 THEN RETURN NULL; END IF;
  UPDATE searches SET decisions_true_count = decisions_true_count + liked,
    decisions_false_count = decisions_false_count + discarded
  WHERE id = decision_search;
  UPDATE publications SET like_count = like_count + liked, decisions_count = decisions_count + decided
  WHERE id = decision_publication;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_decisions_count" AFTER INSERT OR DELETE OR UPDATE OF "like" ON "search_decisions" FOR EACH ROW EXECUTE FUNCTION "search_decisions_count"();
