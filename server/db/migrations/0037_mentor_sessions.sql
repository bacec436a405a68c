-- Mentoring sessions with a time, and reviews after them (issue #42).
-- btree_gist: the exclusion constraint below compares a uuid with = inside a
-- GiST index, next to the time range's overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- A mentor's availability: weekly hours in their own time zone, the session
-- length, how sessions happen, and how far ahead they can be booked. Without
-- hours the mentor keeps the request-only flow. next_free_at is the start of
-- the next free slot (null: none in the booking window), kept by the server
-- whenever hours or bookings change and by a periodic sweep as time passes:
-- the directory's 'Available this week' filter reads only it.
ALTER TABLE "mentors" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "session_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "meeting_mode" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "meeting_detail" text;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "booking_weeks" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "weekly_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "next_free_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentors" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_session_minutes_known" CHECK ("mentors"."session_minutes" IN (30, 60));--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_meeting_mode_known" CHECK ("mentors"."meeting_mode" IS NULL OR "mentors"."meeting_mode" IN ('video', 'phone', 'in_person'));--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_booking_weeks_range" CHECK ("mentors"."booking_weeks" BETWEEN 1 AND 8);--> statement-breakpoint
-- 'Available this week': the mentors whose next free slot starts soon, newest first.
CREATE INDEX "mentors_next_free_idx" ON "mentors" USING btree ("next_free_at") WHERE "mentors"."next_free_at" IS NOT NULL AND "mentors"."moderation" IS NULL;--> statement-breakpoint
-- A booking with a time: when it starts and ends, how long the requested slot
-- is held for the mentee, and how the two meet (as the mentor said when it was
-- requested). Request-only bookings leave them null.
ALTER TABLE "mentor_bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "meeting_mode" text;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "meeting_detail" text;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_time_order" CHECK ("mentor_bookings"."starts_at" IS NULL OR "mentor_bookings"."ends_at" > "mentor_bookings"."starts_at");--> statement-breakpoint
-- Two accepted sessions of one mentor never overlap, whatever the timing of
-- the accepts: PostgreSQL refuses the second (exclusion_violation, 23P01).
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'accepted' AND "starts_at" IS NOT NULL);--> statement-breakpoint
-- The mentor's booked and held times (the free slots, the next free one).
CREATE INDEX "mentor_bookings_times_idx" ON "mentor_bookings" USING btree ("mentor_id","starts_at") WHERE "mentor_bookings"."starts_at" IS NOT NULL AND "mentor_bookings"."status" IN ('requested', 'accepted');--> statement-breakpoint
-- Reviews: one per session, by its mentee after its end; the mentor replies once.
CREATE TABLE "mentor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderation" text,
	"moderation_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_reviews_rating_range" CHECK ("mentor_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_mentee_id_user_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_reviews_booking_idx" ON "mentor_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mentor_reviews_mentor_idx" ON "mentor_reviews" USING btree ("mentor_id","created_at" DESC NULLS FIRST);
