CREATE TABLE "synchronizers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "synchronizers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sync_on" timestamp with time zone,
	"status" text DEFAULT 'idle' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publication_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"publication_id" bigint NOT NULL,
	"type" text DEFAULT 'image' NOT NULL,
	"location" text DEFAULT 'local' NOT NULL,
	"file" text NOT NULL,
	"thumbnail" text,
	"number" integer NOT NULL,
	"width" integer,
	"height" integer,
	"color" text,
	"size" integer,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"synchronizer_id" bigint,
	"code" text,
	"title" text NOT NULL,
	"description" text,
	"url" text,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"operation" text,
	"currency" text,
	"amount" bigint,
	"amount_sale" bigint,
	"public" boolean DEFAULT true NOT NULL,
	"priority" text,
	"priority_description" text,
	"priority_expires_at" timestamp with time zone,
	"reference" text,
	"agents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_title" text,
	"lat" double precision,
	"lng" double precision,
	"brand" text,
	"article_code" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_season" boolean,
	"gender" text,
	"age_group" text,
	"age" integer,
	"area_total" numeric(12, 2),
	"area_covered" numeric(12, 2),
	"rooms_total" integer,
	"bedrooms" integer,
	"bathrooms" integer,
	"parkings" integer,
	"credit" boolean,
	"reserved" boolean,
	"stock" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"decisions_count" integer DEFAULT 0 NOT NULL,
	"media_count" integer DEFAULT 0 NOT NULL,
	"relevance" real DEFAULT 0 NOT NULL,
	"content_hash" text,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_places" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "synchronizers" ADD CONSTRAINT "synchronizers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_media" ADD CONSTRAINT "publication_media_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_synchronizer_id_synchronizers_id_fk" FOREIGN KEY ("synchronizer_id") REFERENCES "public"."synchronizers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "synchronizers_user_id_unique" ON "synchronizers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publication_media_publication_id_number_index" ON "publication_media" USING btree ("publication_id","number");--> statement-breakpoint
CREATE INDEX "publications_user_id_listed_at_index" ON "publications" USING btree ("user_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_user_id_public_listed_at_index" ON "publications" USING btree ("user_id","public","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_user_id_created_at_index" ON "publications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "publications_synchronizer_id_code_unique" ON "publications" USING btree ("synchronizer_id","code");--> statement-breakpoint
CREATE INDEX "publications_public_relevance_index" ON "publications" USING btree ("public","relevance" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "publications_type_category_operation_index" ON "publications" USING btree ("type","category","operation");--> statement-breakpoint
CREATE INDEX "publications_currency_amount_index" ON "publications" USING btree ("currency","amount");--> statement-breakpoint
CREATE INDEX "publications_rooms_index" ON "publications" USING btree ("rooms_total","bedrooms","bathrooms");--> statement-breakpoint
CREATE INDEX "publications_area_total_index" ON "publications" USING btree ("area_total");--> statement-breakpoint
CREATE INDEX "publications_area_covered_index" ON "publications" USING btree ("area_covered");--> statement-breakpoint
CREATE INDEX "publications_parkings_index" ON "publications" USING btree ("parkings");--> statement-breakpoint
CREATE INDEX "publications_brand_index" ON "publications" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "publications_gender_age_group_index" ON "publications" USING btree ("gender","age_group");--> statement-breakpoint
CREATE INDEX "publications_lat_lng_index" ON "publications" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "publications_tags_index" ON "publications" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "publications_sizes_index" ON "publications" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "publications_colors_index" ON "publications" USING gin ("colors");--> statement-breakpoint
CREATE UNIQUE INDEX "map_places_reference_unique" ON "map_places" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "map_places_search_text_index" ON "map_places" USING btree ("search_text");