CREATE TABLE "forum_boards" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"author_name" text,
	"user_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text,
	"user_id" text NOT NULL,
	"city" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replies" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "forum_topics_replies_not_negative" CHECK ("forum_topics"."replies" >= 0)
);
--> statement-breakpoint
ALTER TABLE "forum_messages" ADD CONSTRAINT "forum_messages_topic_id_forum_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD CONSTRAINT "forum_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_board_forum_boards_slug_fk" FOREIGN KEY ("board") REFERENCES "public"."forum_boards"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD CONSTRAINT "forum_topics_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_messages_topic_created_idx" ON "forum_messages" USING btree ("topic_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_messages_user_idx" ON "forum_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_topics_city_board_updated_idx" ON "forum_topics" USING btree (lower(btrim(split_part("city", ',', 1))),"board","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forum_topics_user_idx" ON "forum_topics" USING btree ("user_id");--> statement-breakpoint
-- The 9 boards of docs/product.md#forums Forums (English names; shared/forums.ts has the Tigrinya ones).
INSERT INTO "forum_boards" ("slug", "name") VALUES
	('general', 'General'),
	('housing_tips', 'Housing Tips'),
	('jobs_career', 'Jobs & Career'),
	('immigration_legal', 'Immigration & Legal'),
	('community_events', 'Community Events'),
	('buy_sell_swap', 'Buy, Sell & Swap'),
	('health_wellness', 'Health & Wellness'),
	('faith_bible', 'Faith & Bible'),
	('tech_learn', 'Tech & Learning')
ON CONFLICT ("slug") DO NOTHING;
