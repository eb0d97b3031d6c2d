-- «Parecidas» of a garment (decision 029): the nearest prices within its category and brand, read as one range either
-- side of the price instead of two indexes ANDed together (a brand holds thousands of listings at a million).
CREATE INDEX "publications_similar_brand_index" ON "publications" USING btree ("category","brand","currency","amount","id") WHERE "publications"."public" and "publications"."type" = 'clothing';
