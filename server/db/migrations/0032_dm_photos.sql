-- Photos in direct messages (issue #41): up to 4 per message, stored by the
-- listings' photo pipeline under `dm_{thread}/...` keys (never served at
-- /media/; only the thread's members fetch them). A message may be photos
-- alone, so a message with no words is allowed once it has a photo; a deleted
-- one keeps neither (its photos are emptied and their files removed).
ALTER TABLE "dm_messages" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_messages" ADD CONSTRAINT "dm_messages_photos_count" CHECK (cardinality("dm_messages"."photos") <= 4);--> statement-breakpoint
ALTER TABLE "dm_messages" DROP CONSTRAINT "dm_messages_body_length";--> statement-breakpoint
ALTER TABLE "dm_messages" ADD CONSTRAINT "dm_messages_body_length" CHECK (char_length("dm_messages"."body") <= 4000 AND ("dm_messages"."deleted_at" IS NOT NULL OR char_length("dm_messages"."body") >= 1 OR cardinality("dm_messages"."photos") >= 1));
