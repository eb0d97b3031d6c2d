-- The in-app inbox (docs/decisions/022-activity-inbox.md): everything notify() tells, recorded for its recipient
-- whatever channels they chose. Events of one group (the coincidences of one search) within a few minutes are one
-- item that grows: `count` events, `actor_ids` who did them, the newest one's texts. Inserts and merges upsert on
-- (user, group, bucket), so two events written at once never make two items. `seq` moves on every write: the live
-- stream's event id, so a client that reconnects asks for what moved after the last one it saw.
CREATE SEQUENCE "activity_items_seq";--> statement-breakpoint
-- An item's actors after an event: the event's first, then the earlier ones it does not repeat, ten at most.
CREATE FUNCTION "activity_merge_actors"(fresh bigint[], earlier bigint[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array(
    select actor from (
      select actor, min(place) as first_place from unnest(fresh || earlier) with ordinality as t(actor, place)
      group by actor
    ) merged order by first_place limit 10
  ), '{}')
$$;--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"group_key" text NOT NULL,
	"bucket" bigint NOT NULL,
	"subject" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"actor_ids" bigint[] DEFAULT '{}' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"seq" bigint DEFAULT nextval('activity_items_seq') NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_items_group_unique" ON "activity_items" USING btree ("user_id","group_key","bucket");--> statement-breakpoint
CREATE INDEX "activity_items_user_id_updated_at_index" ON "activity_items" USING btree ("user_id","updated_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "activity_items_user_id_seq_index" ON "activity_items" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "activity_items_unread_index" ON "activity_items" USING btree ("user_id") WHERE "read_at" is null;--> statement-breakpoint
CREATE INDEX "activity_items_updated_at_index" ON "activity_items" USING btree ("updated_at");--> statement-breakpoint
-- A stream's ticket, for clients that cannot send a header (EventSource): stored hashed, short-lived, single use.
CREATE TABLE "activity_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "activity_tickets" ADD CONSTRAINT "activity_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_tickets_expires_at_index" ON "activity_tickets" USING btree ("expires_at");
