-- Discovery filters by distance from the member's city (issue #40: the top
-- pick for Oakland lived in Asmara). The city's coordinates come from the
-- gazetteer when the profile is saved; null when the city is unknown to it.
ALTER TABLE "match_profiles" ADD COLUMN "city_lat" double precision;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "city_lon" double precision;--> statement-breakpoint
-- Serves discover()'s distance filter: its bounding box on latitude narrows the
-- rows before the exact great-circle distance is computed.
CREATE INDEX "match_profiles_city_lat_idx" ON "match_profiles" USING btree ("city_lat");
