-- «Acepta mascotas»: whether a rental takes pets, searched as a flag. Its index is the relevance index's branch narrowed
-- to the listings that take them, so a search asking for pets reads them in order.
ALTER TABLE "publications" ADD COLUMN "pets" boolean;--> statement-breakpoint
CREATE INDEX "publications_search_pets_index" ON "publications" USING btree ("type","category",coalesce("operation", ''),"relevance" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "publications"."public" and "publications"."pets";
