CREATE TABLE "report_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"latest_report_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "case_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cases_open_target" ON "report_cases" USING btree ("kind","target_id") WHERE "report_cases"."status" = 'open';--> statement-breakpoint
CREATE INDEX "report_cases_newest_idx" ON "report_cases" USING btree ("status","latest_report_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_cases_most_idx" ON "report_cases" USING btree ("status","report_count" DESC NULLS FIRST,"latest_report_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "report_cases_kind_newest_idx" ON "report_cases" USING btree ("status","kind","latest_report_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_case_id_report_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."report_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_case_idx" ON "content_reports" USING btree ("case_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- Reports filed before cases existed: one case per target and round (open, or one action).
INSERT INTO "report_cases" ("kind", "target_id", "status", "report_count", "latest_report_at", "action_id", "created_at")
SELECT "kind", "target_id", "status", count(*), max("created_at"), "action_id", min("created_at")
  FROM "content_reports"
 GROUP BY "kind", "target_id", "status", "action_id";--> statement-breakpoint
UPDATE "content_reports" r SET "case_id" = c."id"
  FROM "report_cases" c
 WHERE c."kind" = r."kind" AND c."target_id" = r."target_id" AND c."status" = r."status"
   AND c."action_id" IS NOT DISTINCT FROM r."action_id";
