CREATE TABLE "microsite_users" (
	"microsite_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "microsite_users_microsite_id_user_id_pk" PRIMARY KEY("microsite_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "microsites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "microsites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"host" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"style" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"logo_main_path" text,
	"logo_secondary_path" text,
	"logo_square_path" text,
	"icon_small_path" text,
	"icon_large_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsite_users" ADD CONSTRAINT "microsite_users_microsite_id_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_users" ADD CONSTRAINT "microsite_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsite_users_user_id_index" ON "microsite_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "microsite_users_default_unique" ON "microsite_users" USING btree ("microsite_id") WHERE "microsite_users"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "microsites_host_unique" ON "microsites" USING btree ("host");--> statement-breakpoint
CREATE INDEX "microsites_created_at_index" ON "microsites" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "searches" ADD CONSTRAINT "searches_microsite_id_microsites_id_fk" FOREIGN KEY ("microsite_id") REFERENCES "public"."microsites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "searches_microsite_id_created_at_index" ON "searches" USING btree ("microsite_id","created_at") WHERE "searches"."microsite_id" is not null;