CREATE TABLE "publication_counts" (
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"public" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publication_counts_user_id_category_public_pk" PRIMARY KEY("user_id","category","public")
);
--> statement-breakpoint
DROP INDEX "publications_user_id_listed_at_index";--> statement-breakpoint
ALTER TABLE "publication_counts" ADD CONSTRAINT "publication_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publications_user_id_category_listed_at_index" ON "publications" USING btree ("user_id","category","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST,"public");--> statement-breakpoint
CREATE INDEX "publications_listed_at_index" ON "publications" USING btree ("listed_at","id");--> statement-breakpoint
CREATE INDEX "publications_priority_expires_at_index" ON "publications" USING btree ("priority_expires_at") WHERE "publications"."priority" is not null;--> statement-breakpoint
CREATE INDEX "publications_user_id_listed_at_index" ON "publications" USING btree ("user_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST,"public","category","title");--> statement-breakpoint
-- publication_counts follows every write to publications, one statement at a time: the changed rows arrive as
-- transition tables and are applied as per-(user, category, visibility) differences, so a bulk insert of
-- thousands of listings is one small upsert. Updates that change none of the three write nothing. Upserts run
-- in key order, so two writers to one user's counters queue rather than deadlock. A listing deleted with its
-- user only updates: the user's counters are going with it, and an insert would break their foreign key.
CREATE FUNCTION "publication_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO publication_counts AS c (user_id, category, public, count)
    SELECT user_id, category, public, count(*)::int FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, category, public) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE publication_counts AS c SET count = c.count - gone.n
    FROM (SELECT user_id, category, public, count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3) AS gone
    WHERE c.user_id = gone.user_id AND c.category = gone.category AND c.public = gone.public;
  ELSE
    INSERT INTO publication_counts AS c (user_id, category, public, count)
    SELECT user_id, category, public, sum(n)::int FROM (
      SELECT user_id, category, public, 1 AS n FROM new_rows
      UNION ALL
      SELECT user_id, category, public, -1 AS n FROM old_rows
    ) AS moved
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (user_id, category, public) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "publications_counts_insert" AFTER INSERT ON "publications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "publications_counts_update" AFTER UPDATE ON "publications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "publications_counts_delete" AFTER DELETE ON "publications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "publication_counts_apply"();--> statement-breakpoint
-- The listings written before the triggers existed (the triggers' lock keeps new writes out meanwhile).
INSERT INTO "publication_counts" (user_id, category, public, count)
SELECT user_id, category, public, count(*)::int FROM "publications" GROUP BY 1, 2, 3;
