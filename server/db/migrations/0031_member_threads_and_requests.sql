-- Issue #41: a thread whose subject is a member (opened from their member
-- card), and message requests. A member thread opened with someone who has
-- never written to its opener is a request: 'pending' until its recipient
-- (the member who did not open it) accepts or declines it. Null for every
-- other thread (listing, mentor and match threads are never requests).
ALTER TABLE "dm_threads" DROP CONSTRAINT "dm_threads_subject_known";--> statement-breakpoint
ALTER TABLE "dm_threads" ADD CONSTRAINT "dm_threads_subject_known" CHECK ("dm_threads"."subject_kind" IN ('listing', 'mentor', 'direct', 'member'));--> statement-breakpoint
ALTER TABLE "dm_threads" ADD COLUMN "request_state" text;--> statement-breakpoint
ALTER TABLE "dm_threads" ADD CONSTRAINT "dm_threads_request_state_known" CHECK ("dm_threads"."request_state" IS NULL OR "dm_threads"."request_state" IN ('pending', 'accepted', 'declined'));
