CREATE TABLE "member_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"kind" text,
	"target_id" text,
	"member_id" text,
	"member_name" text,
	"summary" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"suspension_until" timestamp with time zone,
	"suspension_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_once";--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_known";--> statement-breakpoint
DROP INDEX "content_reports_kind_idx";--> statement-breakpoint
ALTER TABLE "content_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "attached" jsonb;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "action_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "forum_messages" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "dm_messages" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "dm_messages" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status_before_hold" text;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspensions" ADD CONSTRAINT "member_suspensions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_admin_id_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_actions_admin_idx" ON "moderation_actions" USING btree ("admin_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_actions_member_idx" ON "moderation_actions" USING btree ("member_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_once" ON "content_reports" USING btree ("kind","target_id","reporter_id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("kind","target_id","status");--> statement-breakpoint
CREATE INDEX "content_reports_status_created_idx" ON "content_reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_reports_author_idx" ON "content_reports" USING btree ("author_id","status");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_known" CHECK ("listings"."status" IN ('active', 'inactive', 'deleted', 'held'));