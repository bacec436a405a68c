-- Message search (issue #41): a member finds messages by word across their
-- threads. PostgreSQL full-text search over the body folded as listing search
-- folds it (search_fold, migration 0015; shared/search-text.ts), so ሠላም and
-- ሰላም are one word and a q typed in Latin letters finds its Ge'ez spellings.
-- The 'simple' configuration: no stemming or stop words (the messages are in
-- English, Tigrinya and Amharic alike), and Ethiopic letters are word
-- characters for its parser under C.UTF-8. Kept by PostgreSQL on every write;
-- a deleted message's erased body leaves an empty vector, so it is never found.
ALTER TABLE "dm_messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_fold("dm_messages"."body"))) STORED NOT NULL;--> statement-breakpoint
-- Serves GET /api/inbox/search: the messages holding q's words (as prefixes),
-- then kept to the member's threads and newest first (inbox/search.ts).
CREATE INDEX "dm_messages_inbox_search_idx" ON "dm_messages" USING gin ("search_vector");
