CREATE TABLE "publication_idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"publication_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "publication_idempotency_keys" ADD CONSTRAINT "publication_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_idempotency_keys" ADD CONSTRAINT "publication_idempotency_keys_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_idempotency_keys_publication_id_index" ON "publication_idempotency_keys" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "publication_idempotency_keys_created_at_index" ON "publication_idempotency_keys" USING btree ("created_at");