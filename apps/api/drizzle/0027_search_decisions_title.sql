-- The decisions view of the filtered results (decision 018) orders a participant's likes or discards by the listing's
-- title and searches that title. Choosing a page used to join every one of the participant's decisions (about 1,800
-- likes in issue 12's search) with publications to read their titles, then sort them all for 20 rows. Each decision
-- now keeps a copy of its listing's title, indexed after (search, participant, like), so a page in title order, either
-- way, is a range of about 20 entries of one index, and its text search and count never read the listings.
ALTER TABLE "search_decisions" ADD COLUMN "title" text;--> statement-breakpoint
-- Every writer stays correct without knowing of the column: a row inserted without a title gets its listing's
-- (the app's own statements, which already read the listing to check it is in the search, pass it and skip this).
-- A missing listing leaves the title null, and the row is refused as the foreign key would have refused it.
CREATE FUNCTION "search_decisions_title"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT title INTO NEW.title FROM publications WHERE id = NEW.publication_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_decisions_title" BEFORE INSERT ON "search_decisions" FOR EACH ROW WHEN (NEW.title IS NULL)
EXECUTE FUNCTION "search_decisions_title"();--> statement-breakpoint
-- A listing's title edit reaches its decisions in the same statement, through search_decisions_publication_id_index.
-- Only an update that changes the title runs it: the counters' and relevance's updates of publications never name
-- the column. The decisions' own update trigger then appends counter moves that net to nothing (decision 009).
CREATE FUNCTION "publications_title_to_decisions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_decisions SET title = NEW.title WHERE publication_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Made before the copy below: its lock on publications keeps title edits out until this migration commits, so none
-- can fall between the copy and the trigger.
CREATE TRIGGER "publications_title_to_decisions" AFTER UPDATE OF "title" ON "publications" FOR EACH ROW
WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION "publications_title_to_decisions"();--> statement-breakpoint
-- The decisions already made. Their counters' trigger is off meanwhile: a copy of the title moves no counter, and it
-- would otherwise append two moves per decision for the counters to net away.
ALTER TABLE "search_decisions" DISABLE TRIGGER "search_decisions_count_update";--> statement-breakpoint
UPDATE "search_decisions" d SET "title" = p."title" FROM "publications" p WHERE p."id" = d."publication_id";--> statement-breakpoint
ALTER TABLE "search_decisions" ENABLE TRIGGER "search_decisions_count_update";--> statement-breakpoint
-- publications.title is NOT NULL and every decision references a listing, so every row has one now.
ALTER TABLE "search_decisions" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "search_decisions_title_index" ON "search_decisions" USING btree ("search_id","user_id","like","title","publication_id");
