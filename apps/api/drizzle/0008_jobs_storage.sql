-- Storage quota: the bytes each upload stored. A media row's thumbnail and a user's avatar had no recorded size
-- before this migration and count as 0; a listing image's main file had its size, so upload_bytes starts from it.
ALTER TABLE "publication_media" ADD COLUMN "thumbnail_size" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_size" integer;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "upload_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "publications" SET "upload_bytes" = "sums"."bytes"
FROM (
  SELECT "publication_id", least(sum(coalesce("size", 0)), 2147483647)::integer AS "bytes"
  FROM "publication_media" GROUP BY "publication_id"
) AS "sums"
WHERE "sums"."publication_id" = "publications"."id" AND "publications"."synchronizer_id" IS NULL AND "sums"."bytes" > 0;--> statement-breakpoint
CREATE INDEX "publications_user_id_upload_bytes_index" ON "publications" USING btree ("user_id","upload_bytes") WHERE "publications"."synchronizer_id" is null;
