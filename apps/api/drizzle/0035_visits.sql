-- Visits to a listing (decision 025). An agent's hours for showing listings, a listing's switch to refuse visits,
-- the visits themselves and the calendar file each change's notification carries.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "visit_availability" (
	"user_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL CHECK ("slot_minutes" in (30, 45, 60)),
	"notice_hours" integer DEFAULT 2 NOT NULL CHECK ("notice_hours" between 0 and 168),
	"days_off" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "visits" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"publication_id" bigint NOT NULL REFERENCES "publications"("id") ON DELETE cascade,
	"agent_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"client_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"search_id" bigint REFERENCES "searches"("id") ON DELETE set null,
	"status" text DEFAULT 'requested' NOT NULL CHECK ("status" in ('requested', 'confirmed', 'declined', 'cancelled', 'done')),
	"awaiting" text CHECK ("awaiting" in ('agent', 'client')),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message" text,
	"reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_24_at" timestamp with time zone,
	"reminded_2_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK ("ends_at" > "starts_at"),
	-- A slot is never given twice: an agent's open visits (asked or confirmed) never overlap, whoever asks at once.
	CONSTRAINT "visits_agent_slot_exclusion" EXCLUDE USING gist (
		"agent_id" WITH =,
		tstzrange("starts_at", "ends_at", '[)') WITH &&
	) WHERE ("status" in ('requested', 'confirmed'))
);
--> statement-breakpoint
CREATE INDEX "visits_agent_id_starts_at_index" ON "visits" USING btree ("agent_id", "starts_at");
--> statement-breakpoint
CREATE INDEX "visits_client_id_starts_at_index" ON "visits" USING btree ("client_id", "starts_at");
--> statement-breakpoint
CREATE INDEX "visits_publication_id_index" ON "visits" USING btree ("publication_id");
--> statement-breakpoint
CREATE INDEX "visits_confirmed_starts_at_index" ON "visits" USING btree ("starts_at") WHERE "status" = 'confirmed';
--> statement-breakpoint
-- The calendar invitation (.ics) a visit's notification mail attaches.
ALTER TABLE "notifications" ADD COLUMN "calendar" text;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "notification_types" SET DEFAULT '{search_coincidence,search_finished,group_member,publication_superlike,sync_finished,search_alert,price_drop,lead,visit}'::text[];
