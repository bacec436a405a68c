-- A new listing waiting to be announced to the saved searches it matches
-- (issue #45). Written by the listing's own insert, so no listing is published
-- without its announcement waiting; one queued sweep announces every row here
-- and deletes it (features/saved-searches/announcements.ts), where each listing
-- was a job of its own: an add_job on the post's path, a fetch and a completion.
CREATE TABLE "saved_search_announcements" (
  "listing_id" uuid PRIMARY KEY NOT NULL REFERENCES "listings"("id") ON DELETE CASCADE,
  -- Sweeps that took it so far: a retry tells those a failed one had not.
  "attempts" integer DEFAULT 0 NOT NULL,
  -- Taken by a sweep at: another sweep leaves it alone until the claim is old.
  "claimed_at" timestamp with time zone,
  -- The sweep that took it: only that one deletes it or lets it go.
  "claimed_by" uuid,
  -- After a failed sweep: not taken again before this (e^attempts seconds on).
  "retry_at" timestamp with time zone
);
