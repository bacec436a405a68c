-- Members like a topic's opening post or a reply (issue #40), once each.
CREATE TABLE "forum_topic_likes" (
	"topic_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_topic_likes_topic_id_user_id_pk" PRIMARY KEY("topic_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_reply_likes" (
	"reply_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reply_likes_reply_id_user_id_pk" PRIMARY KEY("reply_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "forum_topic_likes" ADD CONSTRAINT "forum_topic_likes_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topic_likes" ADD CONSTRAINT "forum_topic_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_reply_id_forum_messages_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."forum_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reply_likes" ADD CONSTRAINT "forum_reply_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Removing an account (ON DELETE CASCADE); the keys serve a post's count and "has the reader liked it".
CREATE INDEX "forum_topic_likes_user_idx" ON "forum_topic_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_reply_likes_user_idx" ON "forum_reply_likes" USING btree ("user_id");
