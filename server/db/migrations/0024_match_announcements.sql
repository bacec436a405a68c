-- 'It's a match' once per pair, ever (issue #39): like, pass and like again
-- announced it again each time. decide() inserts the pair (lower id first)
-- with ON CONFLICT DO NOTHING and notifies only when the row is new; the key
-- serves that insert, the index on user_high removing an account.
CREATE TABLE "match_announcements" (
	"user_low" text NOT NULL,
	"user_high" text NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_announcements_user_low_user_high_pk" PRIMARY KEY("user_low","user_high"),
	CONSTRAINT "match_announcements_order" CHECK ("match_announcements"."user_low" < "match_announcements"."user_high" COLLATE "C")
);
--> statement-breakpoint
ALTER TABLE "match_announcements" ADD CONSTRAINT "match_announcements_user_low_user_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_announcements" ADD CONSTRAINT "match_announcements_user_high_user_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_announcements_high_idx" ON "match_announcements" USING btree ("user_high");