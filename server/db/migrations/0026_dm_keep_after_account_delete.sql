-- A conversation outlives one member's account (issue #40): deleting an
-- account took the other member's threads and history with it ('Conversation
-- not found'). The deleted member's ids become null (shown as 'Deleted
-- member'); their own dm_members row still goes with them.
ALTER TABLE "dm_threads" DROP CONSTRAINT "dm_threads_member_low_user_id_fk";--> statement-breakpoint
ALTER TABLE "dm_threads" DROP CONSTRAINT "dm_threads_member_high_user_id_fk";--> statement-breakpoint
ALTER TABLE "dm_threads" DROP CONSTRAINT "dm_threads_created_by_user_id_fk";--> statement-breakpoint
ALTER TABLE "dm_messages" DROP CONSTRAINT "dm_messages_sender_id_user_id_fk";--> statement-breakpoint
ALTER TABLE "dm_threads" ALTER COLUMN "member_low" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_threads" ALTER COLUMN "member_high" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_threads" ALTER COLUMN "created_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dm_threads" ADD CONSTRAINT "dm_threads_member_low_user_id_fk" FOREIGN KEY ("member_low") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_threads" ADD CONSTRAINT "dm_threads_member_high_user_id_fk" FOREIGN KEY ("member_high") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_threads" ADD CONSTRAINT "dm_threads_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dm_messages" ADD CONSTRAINT "dm_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Serves the account delete: setting a deleted member's messages' sender to null (and counting them).
CREATE INDEX "dm_messages_sender_idx" ON "dm_messages" USING btree ("sender_id");--> statement-breakpoint
-- Serves the account delete: finding the threads where the member is the higher id (member_low leads the pair key).
CREATE INDEX "dm_threads_member_high_idx" ON "dm_threads" USING btree ("member_high");
