-- Trigram indexes for the admin's searches by a part of a name or an email. pg_trgm is trusted since PostgreSQL 13
-- (a database owner may create it) and PGlite ships it (db/client.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "microsites_created_at_index";--> statement-breakpoint
CREATE INDEX "users_created_at_index" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_index" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_index" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "microsites_created_at_index" ON "microsites" USING btree ("created_at","id");