-- Storage quota: the bytes each upload stored. Rows written before this migration have no size and count as 0
-- (a listing image's main file already had its size; its thumbnail and older avatars did not).
ALTER TABLE "publication_media" ADD COLUMN "thumbnail_size" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_size" integer;
