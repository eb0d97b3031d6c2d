-- The administration's rules (decision 014). An audit entry says who acted for as long as it exists: the actor's name
-- is kept in the entry, and so are the id and the name of the person whose session it was when the admin acted while
-- impersonating. Deleting an account nulls its ids here (as actor_id already was) and leaves the names. Existing
-- entries take their actor's current name; those whose actor was already deleted stay without one.
ALTER TABLE "admin_audit_entries" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD COLUMN "impersonated_id" bigint;--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD COLUMN "impersonated_name" text;--> statement-breakpoint
UPDATE "admin_audit_entries" AS e SET "actor_name" = u."name" FROM "users" AS u WHERE u."id" = e."actor_id";--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD CONSTRAINT "admin_audit_entries_impersonated_id_users_id_fk" FOREIGN KEY ("impersonated_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deleting a user nulls these ids: with the indexes it finds the rows instead of reading the whole log.
CREATE INDEX "admin_audit_entries_actor_id_index" ON "admin_audit_entries" USING btree ("actor_id") WHERE "admin_audit_entries"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "admin_audit_entries_impersonated_id_index" ON "admin_audit_entries" USING btree ("impersonated_id") WHERE "admin_audit_entries"."impersonated_id" is not null;--> statement-breakpoint
-- The administrators, few among all users: each permission rule locks them in id order and counts who holds what.
CREATE INDEX "users_admins_index" ON "users" USING btree ("id") WHERE "users"."permissions" <> '{}'::text[];
