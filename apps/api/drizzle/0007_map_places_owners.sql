ALTER TABLE "map_places" ADD COLUMN "user_id" bigint;--> statement-breakpoint
ALTER TABLE "map_places" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "map_places" ADD CONSTRAINT "map_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "map_places_user_id_address_key_unique" ON "map_places" USING btree ("user_id","address_key");--> statement-breakpoint
-- Remembered addresses belonged to no one and were offered to everyone: they are rebuilt from the listings, one
-- per author and address (the key is map.queries.ts's addressKey; the search text its approximation).
DELETE FROM "map_places" WHERE "source" = 'used';--> statement-breakpoint
INSERT INTO "map_places" ("id", "reference", "user_id", "address_key", "name", "description", "search_text", "kind", "source", "lat", "lng")
SELECT 'used:' || "user_id" || ':' || md5("key"), 'used:' || "user_id" || ':' || md5("key"), "user_id", "key",
  coalesce(nullif(btrim(split_part("title", ',', 1)), ''), "title"), "title", "key", 'address', 'used', "lat", "lng"
FROM (
  SELECT DISTINCT ON ("user_id", "key") "user_id", "key", "title", "lat", "lng"
  FROM (
    SELECT "user_id", "id", "lat", "lng", left(regexp_replace(btrim("address_title"), '\s+', ' ', 'g'), 500) AS "title",
      btrim(regexp_replace(lower(regexp_replace(normalize("address_title", NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', ' ', 'g')) AS "key"
    FROM "publications"
    WHERE "address_title" IS NOT NULL AND "lat" BETWEEN -90 AND 90 AND "lng" BETWEEN -180 AND 180
  ) AS "used"
  WHERE "key" <> ''
  ORDER BY "user_id", "key", "id"
) AS "firsts"
WHERE NOT EXISTS (SELECT 1 FROM "map_places" AS "g" WHERE "g"."source" = 'gazetteer' AND "g"."description" = "firsts"."title")
ON CONFLICT DO NOTHING;
