ALTER TABLE "users" ADD COLUMN "store_contacts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Links made by someone who is no longer an admin of the group (demoted, removed or gone) die with that role.
DELETE FROM "invitations" WHERE "used_at" IS NULL AND NOT EXISTS (
  SELECT 1 FROM "group_users" WHERE "group_users"."group_id" = "invitations"."group_id"
    AND "group_users"."user_id" = "invitations"."inviter_id" AND "group_users"."admin"
);
