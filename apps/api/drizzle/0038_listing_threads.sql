-- Conversations on a listing (decision 028): the messages of each listing's thread in a search. The thread is the
-- (search, listing) pair; its count is read off the index, never kept in a counter.
CREATE TABLE "search_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"search_id" bigint NOT NULL REFERENCES "searches"("id") ON DELETE cascade,
	"publication_id" bigint NOT NULL REFERENCES "publications"("id") ON DELETE cascade,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_messages_thread_index" ON "search_messages" USING btree ("search_id", "publication_id", "id");
--> statement-breakpoint
-- The author's own messages go with them when their account is deleted: the cascade finds them here.
CREATE INDEX "search_messages_user_id_index" ON "search_messages" USING btree ("user_id");
--> statement-breakpoint
-- A new account hears of messages too (0035's default with 'message' added), and so does every existing account that
-- hears of anything: messages are new, so nobody chose against them; an empty list is a choice, and stays.
ALTER TABLE "users" ALTER COLUMN "notification_types" SET DEFAULT '{search_coincidence,search_finished,group_member,publication_superlike,sync_finished,search_alert,price_drop,lead,visit,message}'::text[];
--> statement-breakpoint
UPDATE "users" SET "notification_types" = array_append("notification_types", 'message') WHERE cardinality("notification_types") > 0 AND NOT ('message' = ANY("notification_types"));
