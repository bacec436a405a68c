ALTER TABLE "listings" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_fold("listings"."title")) STORED NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model statistics). Every index on the
-- city key is partial (active listings only), and the planner takes no
-- statistics from partial indexes: it guessed 0.5% of listings for every city,
-- 4,757 for a city that has 197,831, and chose its text-search plans on that.
CREATE STATISTICS IF NOT EXISTS "listings_city_key_stats" ON (lower(btrim(split_part("city", ',', 1)))) FROM "listings";--> statement-breakpoint
ANALYZE "listings";
