-- Listings, contacts, favourites, reports and views. The query each index serves
-- is named beside it in server/db/schema/listings.ts; the GIN trigram indexes use
-- pg_trgm from 0000_extensions.
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"contact_method" text NOT NULL,
	"contact_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_contacts_listing_id_unique" UNIQUE("listing_id"),
	CONSTRAINT "listing_contacts_method_known" CHECK ("listing_contacts"."contact_method" IN ('phone', 'whatsapp', 'telegram', 'email'))
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_on" date DEFAULT CURRENT_DATE NOT NULL,
	CONSTRAINT "listing_views_listing_id_viewer_id_viewed_on_pk" PRIMARY KEY("listing_id","viewer_id","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"city" text DEFAULT 'Unknown' NOT NULL,
	"country" text,
	"category" text NOT NULL,
	"subcategory" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"location_lat" double precision,
	"location_lng" double precision,
	"street_address" text,
	"contact_hidden" boolean DEFAULT false NOT NULL,
	"available_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_known" CHECK ("listings"."status" IN ('active', 'inactive', 'deleted')),
	CONSTRAINT "listings_currency_known" CHECK ("listings"."currency" IN ('USD', 'EUR', 'ETB', 'CAD')),
	CONSTRAINT "listings_category_known" CHECK ("listings"."category" IN ('housing', 'jobs', 'services', 'community', 'mentor', 'marketplace', 'match')),
	CONSTRAINT "listings_price_not_negative" CHECK ("listings"."price_cents" IS NULL OR "listings"."price_cents" >= 0),
	CONSTRAINT "listings_lat_range" CHECK ("listings"."location_lat" IS NULL OR "listings"."location_lat" BETWEEN -90 AND 90),
	CONSTRAINT "listings_lng_range" CHECK ("listings"."location_lng" IS NULL OR "listings"."location_lng" BETWEEN -180 AND 180),
	CONSTRAINT "listings_tags_max" CHECK (cardinality("listings"."tags") <= 10),
	CONSTRAINT "listings_images_max" CHECK (cardinality("listings"."images") <= 6)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"reporter_id" text,
	"reason" text DEFAULT 'other' NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_details_present" CHECK (length(btrim("reports"."details")) > 0)
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_contacts" ADD CONSTRAINT "listing_contacts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_browse_idx" ON "listings" USING btree ("status","city","category","subcategory","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_trending_idx" ON "listings" USING btree ("status","category","views" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_description_trgm_idx" ON "listings" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_tags_idx" ON "listings" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "reports_listing_idx" ON "reports" USING btree ("listing_id","created_at" DESC NULLS LAST);