-- Price history (issue 40): every change of a listing's shown price or currency, whoever writes it (the edit form,
-- a synchronizer, a script), is kept by a trigger on publications, so no writer can forget it. The shown price is
-- the one the cards show: the offer when below the list price, else the list price, none at 0 or less (the same
-- expression as price-drops.queries.ts, shownPrice).
CREATE TABLE "publication_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publication_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"publication_id" bigint NOT NULL,
	"old_currency" text,
	"old_price" bigint,
	"currency" text,
	"price" bigint,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_price_changes_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX "publication_price_changes_publication_id_index" ON "publication_price_changes" USING btree ("publication_id","changed_at" DESC,"id" DESC);--> statement-breakpoint
-- The last changes ride on the row itself, so a deck's page, the detail and every list show the timeline and the
-- «Bajó de precio» badge with no query more than the one that reads the listings.
ALTER TABLE "publications" ADD COLUMN "price_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION "publications_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_price bigint := nullif(greatest(least(OLD.amount, OLD.amount_sale), 0), 0);
  new_price bigint := nullif(greatest(least(NEW.amount, NEW.amount_sale), 0), 0);
  -- The writer's own time when it stamps the row (the edit form and the synchronizer do, from the app's clock),
  -- else the transaction's.
  changed timestamptz := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END;
BEGIN
  IF old_price IS NOT DISTINCT FROM new_price AND OLD.currency IS NOT DISTINCT FROM NEW.currency THEN
    RETURN NEW;
  END IF;
  INSERT INTO publication_price_changes (publication_id, old_currency, old_price, currency, price, changed_at)
  VALUES (NEW.id, OLD.currency, old_price, NEW.currency, new_price, changed);
  -- The newest five, oldest first.
  NEW.price_changes := (
    SELECT coalesce(jsonb_agg(entry ORDER BY position), '[]'::jsonb)
    FROM (
      SELECT entry, position
      FROM jsonb_array_elements(
        OLD.price_changes || jsonb_build_array(jsonb_build_object(
          'at', changed, 'old_currency', OLD.currency, 'old_price', old_price,
          'currency', NEW.currency, 'price', new_price))
      ) WITH ORDINALITY AS list(entry, position)
      ORDER BY position DESC
      LIMIT 5
    ) newest
  );
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only an update that names a price column runs it: the counters' and relevance's updates never do.
CREATE TRIGGER "publications_price_change" BEFORE UPDATE OF "amount", "amount_sale", "currency" ON "publications"
FOR EACH ROW EXECUTE FUNCTION "publications_price_change"();
--> statement-breakpoint
-- A listing's barrio (issue 40, price per m² against the barrio): the gazetteer's barrio or city (map_places, user_id
-- null) whose centre is nearest its point, within about 5 km; none farther out. The gazetteer has centres, not
-- outlines, so a barrio is the land nearer its centre than any other's. Kept on the row by a trigger, so every writer
-- (the form, a sync, a script) sets it, and the medians below group by it.
CREATE INDEX "map_places_gazetteer_areas_index" ON "map_places" USING btree ("lat","lng") WHERE "user_id" IS NULL AND "kind" IN ('neighbourhood', 'city');--> statement-breakpoint
CREATE FUNCTION "publication_barrio"(double precision, double precision) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  select id from map_places
  where user_id is null and kind in ('neighbourhood', 'city')
    and lat between $1 - 0.05 and $1 + 0.05 and lng between $2 - 0.06 and $2 + 0.06
    and (lat - $1) ^ 2 + ((lng - $2) * cos(radians($1))) ^ 2 <= 0.045 ^ 2
  order by (lat - $1) ^ 2 + ((lng - $2) * cos(radians($1))) ^ 2, id
  limit 1
$$;--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "barrio" text;--> statement-breakpoint
CREATE FUNCTION "publications_barrio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.lat IS DISTINCT FROM OLD.lat OR NEW.lng IS DISTINCT FROM OLD.lng THEN
    NEW.barrio := CASE WHEN NEW.lat IS NULL OR NEW.lng IS NULL THEN NULL ELSE publication_barrio(NEW.lat, NEW.lng) END;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "publications_barrio" BEFORE INSERT OR UPDATE OF "lat", "lng" ON "publications"
FOR EACH ROW EXECUTE FUNCTION "publications_barrio"();--> statement-breakpoint
UPDATE "publications" SET "barrio" = publication_barrio("lat", "lng") WHERE "lat" IS NOT NULL AND "lng" IS NOT NULL;--> statement-breakpoint
-- The median price per m² of the public property listings of each barrio, category, operation ('' for none) and
-- currency, rewritten whole by the worker (price-insights/barrio-medians.job.ts). A view reads one row by its key.
CREATE TABLE "barrio_price_medians" (
	"barrio" text NOT NULL,
	"category" text NOT NULL,
	"operation" text NOT NULL,
	"currency" text NOT NULL,
	"barrio_name" text NOT NULL,
	"median" double precision NOT NULL,
	"listings" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "barrio_price_medians_pk" PRIMARY KEY("barrio","category","operation","currency")
);
