-- City chat (issue #40): a member's own deletion leaves 'Message deleted' in
-- the line's place (deleted_at set, words erased) so the replies around it
-- still make sense, and a line may quote the line it answers (reply_to_id).
ALTER TABLE "chat_messages" ADD COLUMN "reply_to_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_reply_to_id_chat_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A deleted line keeps no words; any other line has 1 to 1,000 characters.
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_content_length";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_content_length" CHECK (char_length("chat_messages"."content") <= 1000 AND ("chat_messages"."deleted_at" IS NOT NULL OR char_length("chat_messages"."content") >= 1));--> statement-breakpoint
-- Serves ON DELETE SET NULL of the replies to a line whose row goes (its author's account deleted).
CREATE INDEX "chat_messages_reply_to_idx" ON "chat_messages" USING btree ("reply_to_id") WHERE "chat_messages"."reply_to_id" IS NOT NULL;
--> statement-breakpoint
-- Forums (issue #40): a member edits their own topic or reply, and readers see it marked edited.
ALTER TABLE "forum_topics" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD COLUMN "edited_at" timestamp with time zone;
--> statement-breakpoint
-- Forums (issue #40): a member follows a topic and hears of its replies. The key serves
-- "is the reader following" and the followers of a topic when a reply is posted; the
-- index on user_id serves removing an account.
CREATE TABLE "forum_follows" (
	"topic_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_follows_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_follows" ADD CONSTRAINT "forum_follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_follows_user_idx" ON "forum_follows" USING btree ("user_id");
