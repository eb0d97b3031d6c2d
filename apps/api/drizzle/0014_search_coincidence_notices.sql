CREATE TABLE "search_coincidence_notices" (
	"search_id" bigint NOT NULL,
	"publication_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_coincidence_notices_search_id_publication_id_pk" PRIMARY KEY("search_id","publication_id")
);
--> statement-breakpoint
ALTER TABLE "search_coincidence_notices" ADD CONSTRAINT "search_coincidence_notices_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_coincidence_notices" ADD CONSTRAINT "search_coincidence_notices_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_coincidence_notices_publication_id_index" ON "search_coincidence_notices" USING btree ("publication_id");--> statement-breakpoint
-- Coincidences made before this table existed were shown to whoever made them: they are recorded as told, so a later
-- like of the same listing does not announce them.
INSERT INTO "search_coincidence_notices" ("search_id", "publication_id")
SELECT "search_id", "publication_id" FROM "search_decisions" WHERE "like"
GROUP BY "search_id", "publication_id" HAVING count(*) >= 2;
