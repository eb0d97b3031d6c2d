-- Leads («Consultar», issue 36; decision 024): what visitors ask a publisher about a listing or a store. The
-- receiver reads them in 'Consultas' newest first; a listing's recent leads are counted for its limit and its
-- statistics. A deleted listing leaves its leads with its title and no id.
CREATE TABLE "leads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"receiver_id" bigint NOT NULL,
	"publication_id" bigint,
	"publication_title" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"microsite_id" bigint,
	"status" text DEFAULT 'nueva' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('nueva', 'contactada', 'descartada')),
	CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('publication', 'store', 'search')),
	CONSTRAINT "leads_contact_check" CHECK ("leads"."email" is not null or "leads"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_receiver_index" ON "leads" USING btree ("receiver_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_publication_index" ON "leads" USING btree ("publication_id","created_at") WHERE "leads"."publication_id" is not null;--> statement-breakpoint
-- A new account hears of leads too (0031's default, with 'lead' added), and so does every existing account that hears
-- of anything: leads are new, so nobody chose against them; an empty list is a choice to hear of nothing, and stays.
ALTER TABLE "users" ALTER COLUMN "notification_types" SET DEFAULT '{search_coincidence,search_finished,group_member,publication_superlike,sync_finished,search_alert,price_drop,lead}'::text[];--> statement-breakpoint
UPDATE "users" SET "notification_types" = array_append("notification_types", 'lead') WHERE cardinality("notification_types") > 0 AND NOT ('lead' = ANY("notification_types"));
