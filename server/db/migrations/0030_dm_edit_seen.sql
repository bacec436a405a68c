-- Direct messages (issue #41): an author edits or deletes their own message within
-- 15 minutes. An edited one is marked (edited_at); a deleted one keeps its row
-- with no words (deleted_at set, body erased), so 'Message deleted' stays in place.
ALTER TABLE "dm_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dm_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
-- A deleted message keeps no words; any other has 1 to 4,000 characters.
ALTER TABLE "dm_messages" DROP CONSTRAINT "dm_messages_body_length";--> statement-breakpoint
ALTER TABLE "dm_messages" ADD CONSTRAINT "dm_messages_body_length" CHECK (char_length("dm_messages"."body") <= 4000 AND ("dm_messages"."deleted_at" IS NOT NULL OR char_length("dm_messages"."body") >= 1));--> statement-breakpoint
-- Seen (issue #41): when a member's read position last moved, shown to the other
-- member as 'Seen' (its time in a tooltip) while both keep read receipts on.
ALTER TABLE "dm_members" ADD COLUMN "last_read_at" timestamp with time zone;--> statement-breakpoint
-- A member's choice to share read receipts (default on); off, they see none of others' either.
ALTER TABLE "profiles" ADD COLUMN "read_receipts" boolean DEFAULT true NOT NULL;
