-- Issue #44, second half: listings expire unless renewed, and members keep
-- searches that alert them to new listings.
--
-- A listing expires EXPIRY days after it was posted or last renewed
-- (LISTING_EXPIRY_DAYS): renewed_at is that moment (the posting time for every
-- listing already here, so none expires at once for being old: the sweep then
-- takes the oldest). The sweep sets status 'expired', which every public read
-- already leaves out (they read status = 'active' only), and its reminder a
-- week before is sent once per renewal (expiry_reminded_at).
ALTER TABLE "listings" ADD COLUMN "renewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "listings" SET "renewed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_known";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_known" CHECK ("listings"."status" IN ('active', 'inactive', 'deleted', 'held', 'expired'));--> statement-breakpoint
-- The expiry sweep (sweepListingExpiry): active listings renewed before a moment, oldest first.
CREATE INDEX "listings_expiry_idx" ON "listings" USING btree ("renewed_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
-- A saved search: browse's filters (its BrowseQuery, kept as `query` for the
-- page it opens) and the same filters spread into columns, so a new listing
-- finds the searches it matches through one index instead of every search
-- being run again (saved-searches/matching.ts). An empty string is "any"
-- (city, category, subcategory), so the index can be read with IN ('', value).
-- `patterns` are the LIKE patterns browse looks for q with (its folded form
-- and Ge'ez spellings, text-search.ts searchPatterns), empty without q.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"city_key" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"min_cents" integer,
	"max_cents" integer,
	"currency" text,
	"has_image" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"alert" text DEFAULT 'instant' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_alert_known" CHECK ("saved_searches"."alert" IN ('instant', 'daily', 'off')),
	CONSTRAINT "saved_searches_language_known" CHECK ("saved_searches"."language" IN ('en', 'ti'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Matching a new listing: the searches of its city (or any city), its category (or any), its subcategory (or any).
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("city_key","category","subcategory");--> statement-breakpoint
-- A member's searches, newest first (/account/searches, the per-member limit).
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
-- A new listing a saved search matched: counted as new until the member opens
-- the search (last_seen_at), and mailed in the daily digest once (emailed_at).
CREATE TABLE "saved_search_hits" (
	"search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_hits_search_id_listing_id_pk" PRIMARY KEY("search_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The daily digest: hits not mailed yet.
CREATE INDEX "saved_search_hits_unmailed_idx" ON "saved_search_hits" USING btree ("search_id") WHERE "saved_search_hits"."emailed_at" IS NULL;--> statement-breakpoint
-- Deleting a listing.
CREATE INDEX "saved_search_hits_listing_idx" ON "saved_search_hits" USING btree ("listing_id");
