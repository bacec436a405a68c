-- Listing reports join every other report in content_reports (issue #39): one queue.
INSERT INTO "content_reports" ("kind", "target_id", "reporter_id", "author_id", "reason", "title", "excerpt", "details", "created_at")
SELECT 'listing', r."listing_id"::text, r."reporter_id", l."user_id",
       CASE WHEN r."reason" IN ('spam', 'scam', 'harassment', 'sexual', 'impersonation') THEN r."reason" ELSE 'other' END,
       l."title", left(l."description", 1000), r."details", r."created_at"
  FROM "reports" r JOIN "listings" l ON l."id" = r."listing_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "reports" CASCADE;
