CREATE TABLE "mentor_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_id" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_bookings_status_known" CHECK ("mentor_bookings"."status" IN ('requested', 'accepted', 'declined', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text NOT NULL,
	"city" text,
	"country" text,
	"price_cents" integer DEFAULT 5000 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"free_session" boolean DEFAULT false NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"topic_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentors_currency_known" CHECK ("mentors"."currency" IN ('USD', 'EUR', 'ETB')),
	CONSTRAINT "mentors_price_not_negative" CHECK ("mentors"."price_cents" >= 0),
	CONSTRAINT "mentors_photos_max" CHECK (cardinality("mentors"."photos") <= 6)
);
--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_mentee_id_user_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_bookings_mentor_idx" ON "mentor_bookings" USING btree ("mentor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mentor_bookings_mentee_idx" ON "mentor_bookings" USING btree ("mentee_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_bookings_one_open_idx" ON "mentor_bookings" USING btree ("mentor_id","mentee_id") WHERE "mentor_bookings"."status" IN ('requested', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "mentors_user_idx" ON "mentors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentors_created_idx" ON "mentors" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mentors_topic_tags_idx" ON "mentors" USING gin ("topic_tags");--> statement-breakpoint
CREATE INDEX "mentors_search_trgm_idx" ON "mentors" USING gin (("display_name" || ' ' || "bio") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mentors_city_trgm_idx" ON "mentors" USING gin ("city" gin_trgm_ops);