CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "donations_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "donations_amount_bounds" CHECK ("donations"."amount_cents" BETWEEN 100 AND 1000000),
	CONSTRAINT "donations_status_known" CHECK ("donations"."status" IN ('pending', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
-- Serves the donations report: paid donations by date.
CREATE INDEX "donations_status_created_idx" ON "donations" USING btree ("status","created_at");