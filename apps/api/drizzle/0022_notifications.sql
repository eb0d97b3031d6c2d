CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"group_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_alert_matches" (
	"search_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"publication_id" bigint NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "search_alert_matches_search_id_user_id_publication_id_pk" PRIMARY KEY("search_id","user_id","publication_id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"search_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "search_alerts_search_id_user_id_pk" PRIMARY KEY("search_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_channels" text[] DEFAULT '{push,email}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_matches" ADD CONSTRAINT "search_alert_matches_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alert_matches" ADD CONSTRAINT "search_alert_matches_search_id_user_id_search_alerts_search_id_user_id_fk" FOREIGN KEY ("search_id","user_id") REFERENCES "public"."search_alerts"("search_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_search_id_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unsent_index" ON "notifications" USING btree ("user_id","group_key") WHERE "notifications"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_created_at_index" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_alert_matches_publication_id_index" ON "search_alert_matches" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "search_alerts_user_id_index" ON "search_alerts" USING btree ("user_id");