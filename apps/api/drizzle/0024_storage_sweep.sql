CREATE TABLE "storage_sweep" (
	"key" text PRIMARY KEY NOT NULL,
	"noted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "storage_sweep_noted_at_index" ON "storage_sweep" USING btree ("noted_at");