-- Issue #44: what a member wants to hear about, and email for what they missed.
-- One row per member who changed anything (no row: everything on, English).
-- `off_in_app` and `off_by_email` list the kinds turned off (shared/
-- notification-settings.ts): the settings page writes the whole row at once.
-- `language` is the interface language the member last saved them in: emails
-- are written in it.
CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"language" text DEFAULT 'en' NOT NULL,
	"off_in_app" text[] DEFAULT '{}' NOT NULL,
	"off_by_email" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_language_known" CHECK ("language" IN ('en', 'ti'))
);--> statement-breakpoint
-- A muted thread ('dm:<thread id>') or forum topic ('topic:<topic id>'): nothing
-- about it reaches the bell or the mailbox. The primary key serves "is it muted".
CREATE TABLE "notification_mutes" (
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mutes_pk" PRIMARY KEY ("user_id", "subject")
);--> statement-breakpoint
-- When each thread (a DM thread, or what a group of notices is about) was last
-- emailed to a member: never a second email for it until the member has been
-- back in the app (presence.last_seen after emailed_at). The key serves the scan's lookup.
CREATE TABLE "missed_mail_sent" (
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"subject" text NOT NULL,
	"emailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missed_mail_sent_pk" PRIMARY KEY ("user_id", "subject")
);--> statement-breakpoint
-- The scan for missed notices: unread notifications by age (a partial index:
-- read ones, nearly all of the table, are left out).
CREATE INDEX "notifications_unread_created_idx" ON "notifications" USING btree ("created_at") WHERE "read_at" IS NULL;--> statement-breakpoint
-- The scan for missed direct messages: memberships with unread messages.
CREATE INDEX "dm_members_unread_idx" ON "dm_members" USING btree ("user_id") WHERE "unread_count" > 0;--> statement-breakpoint
-- The dev mailbox keeps the headers sent (List-Unsubscribe), for tests and /dev/mailbox.
ALTER TABLE "dev_mailbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
