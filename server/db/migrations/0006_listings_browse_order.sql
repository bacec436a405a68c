DROP INDEX "listings_browse_city_idx";--> statement-breakpoint
DROP INDEX "listings_browse_category_idx";--> statement-breakpoint
DROP INDEX "listings_trending_idx";--> statement-breakpoint
DROP INDEX "listings_owner_idx";--> statement-breakpoint
CREATE INDEX "listings_browse_city_category_newest_idx" ON "listings" USING btree (lower(btrim(split_part("city", ',', 1))),"category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_browse_city_newest_idx" ON "listings" USING btree (lower(btrim(split_part("city", ',', 1))),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_browse_category_newest_idx" ON "listings" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_browse_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_home_city_idx" ON "listings" USING btree (lower(btrim(split_part("city", ',', 1))),"category","views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_home_featured_idx" ON "listings" USING btree ("views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "listings"."status" = 'active' AND "listings"."is_featured";--> statement-breakpoint
CREATE INDEX "listings_home_featured_city_idx" ON "listings" USING btree (lower(btrim(split_part("city", ',', 1))),"views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "listings"."status" = 'active' AND "listings"."is_featured";--> statement-breakpoint
CREATE INDEX "listings_browse_city_idx" ON "listings" USING btree (lower(btrim(split_part("city", ',', 1))),"category","subcategory","created_at" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_browse_category_idx" ON "listings" USING btree ("category","subcategory","created_at" DESC NULLS FIRST) WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "listings_trending_idx" ON "listings" USING btree ("status","category","views" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS FIRST);