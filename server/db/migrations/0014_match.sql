CREATE TABLE "match_answers" (
	"user_id" text NOT NULL,
	"question_id" smallint NOT NULL,
	"choice_index" smallint NOT NULL,
	"importance" smallint NOT NULL,
	CONSTRAINT "match_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "match_answers_importance" CHECK ("match_answers"."importance" BETWEEN 1 AND 3),
	CONSTRAINT "match_answers_choice" CHECK ("match_answers"."choice_index" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "match_decisions" (
	"user_id" text NOT NULL,
	"target_id" text NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_decisions_user_id_target_id_pk" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "match_decisions_kind" CHECK ("match_decisions"."decision" IN ('like', 'pass')),
	CONSTRAINT "match_decisions_not_self" CHECK ("match_decisions"."user_id" <> "match_decisions"."target_id")
);
--> statement-breakpoint
CREATE TABLE "match_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"age" smallint NOT NULL,
	"city" text,
	"country" text,
	"gender" text NOT NULL,
	"seeking" text NOT NULL,
	"bio" text,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer_bits" bit(480) NOT NULL,
	"question_bits" bit(96) NOT NULL,
	"question_set" integer DEFAULT 0 NOT NULL,
	"importance_total" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_profiles_age" CHECK ("match_profiles"."age" BETWEEN 18 AND 120),
	CONSTRAINT "match_profiles_gender" CHECK ("match_profiles"."gender" IN ('man', 'woman', 'non-binary', 'prefer-not-to-say')),
	CONSTRAINT "match_profiles_seeking" CHECK ("match_profiles"."seeking" IN ('men', 'women', 'everyone')),
	CONSTRAINT "match_profiles_photos" CHECK (cardinality("match_profiles"."photos") <= 6)
);
--> statement-breakpoint
CREATE TABLE "match_questions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"text_ti" text NOT NULL,
	"choices" text[] NOT NULL,
	"choices_ti" text[] NOT NULL,
	"weight" smallint NOT NULL,
	CONSTRAINT "match_questions_id_slot" CHECK ("match_questions"."id" BETWEEN 1 AND 16),
	CONSTRAINT "match_questions_weight" CHECK ("match_questions"."weight" BETWEEN 1 AND 3),
	CONSTRAINT "match_questions_choices" CHECK (cardinality("match_questions"."choices") BETWEEN 2 AND 5 AND cardinality("match_questions"."choices_ti") = cardinality("match_questions"."choices"))
);
--> statement-breakpoint
ALTER TABLE "match_answers" ADD CONSTRAINT "match_answers_user_id_match_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."match_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_answers" ADD CONSTRAINT "match_answers_question_id_match_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."match_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_decisions" ADD CONSTRAINT "match_decisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_decisions" ADD CONSTRAINT "match_decisions_target_id_user_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_profiles" ADD CONSTRAINT "match_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_decisions_target_idx" ON "match_decisions" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "match_profiles_gender_seeking_idx" ON "match_profiles" USING btree ("gender","seeking");--> statement-breakpoint
-- hand-written below
-- The 15 match questions of shared/match-questions.ts (issue #17); the seed page inserts the same rows.
INSERT INTO "match_questions" ("id", "text", "text_ti", "choices", "choices_ti", "weight") VALUES
	(1, 'How important is faith in your daily life?', 'እምነት ኣብ መዓልታዊ ህይወትካ ክንደይ ኣገዳሲ እዩ?', ARRAY['Very important', 'Somewhat important', 'Not important'], ARRAY['ኣዝዩ ኣገዳሲ', 'ብመጠኑ ኣገዳሲ', 'ኣገዳሲ ኣይኮነን'], 3),
	(2, 'Which faith community do you belong to?', 'ናይ ኣየናይ ሃይማኖት ማሕበረሰብ ኢኻ?', ARRAY['Orthodox Tewahedo', 'Catholic', 'Protestant or Evangelical', 'Muslim', 'Other or none'], ARRAY['ኦርቶዶክስ ተዋሕዶ', 'ካቶሊክ', 'ፕሮቴስታንት ወይ ወንጌላዊ', 'እስላም', 'ካልእ ወይ የለን'], 2),
	(3, 'Do you want children?', 'ቆልዑ ክትወልድ ትደሊ ዶ?', ARRAY['Yes', 'Maybe', 'No'], ARRAY['እወ', 'ምናልባት', 'ኣይፋል'], 3),
	(4, 'How involved should our families be in our life together?', 'ስድራቤትና ኣብ ናይ ሓባር ህይወትና ክንደይ ክሳተፉ ኣለዎም?', ARRAY['Very involved', 'Somewhat involved', 'We decide on our own'], ARRAY['ብዙሕ ክሳተፉ', 'ብመጠኑ ክሳተፉ', 'ባዕልና ንውስን'], 2),
	(5, 'Which language would you like to speak at home?', 'ኣብ ገዛ ብኣየናይ ቋንቋ ክትዛረብ ትደሊ?', ARRAY['Tigrinya', 'Amharic', 'English', 'A mix'], ARRAY['ትግርኛ', 'ኣምሓርኛ', 'እንግሊዝኛ', 'ሕውስዋስ'], 2),
	(6, 'Should our children learn Tigrinya or Amharic?', 'ደቅና ትግርኛ ወይ ኣምሓርኛ ክመሃሩ ኣለዎም ዶ?', ARRAY['Yes, definitely', 'If possible', 'Not important'], ARRAY['እወ ብርግጽ', 'እንተተኻኢሉ', 'ኣገዳሲ ኣይኮነን'], 2),
	(7, 'Where would you like to live in ten years?', 'ድሕሪ ዓሰርተ ዓመት ኣበይ ክትነብር ትደሊ?', ARRAY['Where I live now', 'Back home in Eritrea or Ethiopia', 'Anywhere, as long as together'], ARRAY['ኣብቲ ሕጂ ዘለኹዎ', 'ዓድና ኤርትራ ወይ ኢትዮጵያ', 'ኣብ ዝኾነ ቦታ፡ ብሓባር እንተኾይኑ'], 3),
	(8, 'How often do you go to community events?', 'ናብ ናይ ማሕበረሰብ ምድላዋት ክንደይ ግዜ ትኸይድ?', ARRAY['Every week', 'About once a month', 'Rarely'], ARRAY['ሰሙን ሰሙን', 'ኣብ ወርሒ ሓደ ግዜ', 'ሳሕቲ'], 1),
	(9, 'Do you keep the fasting seasons?', 'ኣጽዋማት ትሕሉ ዶ?', ARRAY['Always', 'Sometimes', 'No'], ARRAY['ኩሉ ግዜ', 'ሳሕቲ', 'ኣይፋል'], 2),
	(10, 'How do you feel about a long-distance relationship?', 'ብዛዕባ ብርሑቕ ዝምድና እንታይ ትብል?', ARRAY['Open to it', 'Only for a while', 'Not for me'], ARRAY['ድሉው እየ', 'ንሓጺር ግዜ ጥራይ', 'ንዓይ ኣይኮነን'], 1),
	(11, 'What does your ideal weekend look like?', 'እቲ ዝበለጸ ቀዳመ-ሰንበትካ ከመይ ይመስል?', ARRAY['Coffee ceremony with family and friends', 'Out in the city', 'Quiet time at home'], ARRAY['ቡን ምስ ስድራን ኣዕሩኽን', 'ኣብ ከተማ ምዝንጋዕ', 'ኣብ ገዛ ህዱእ ግዜ'], 1),
	(12, 'How should a couple handle money?', 'ጽምዲ ገንዘቡ ብኸመይ ክመሓደር ኣለዎ?', ARRAY['Everything shared', 'Partly shared', 'Each their own'], ARRAY['ኩሉ ብሓባር', 'ገለ ብሓባር', 'ነናትና'], 2),
	(13, 'Would you move to another city or country for your partner?', 'ምእንቲ መጻምድትኻ ናብ ካልእ ከተማ ወይ ሃገር ክትግዕዝ ድሉው ዲኻ?', ARRAY['Yes', 'Maybe', 'No'], ARRAY['እወ', 'ምናልባት', 'ኣይፋል'], 2),
	(14, 'How soon would you like to get married?', 'ክንደይ ቀልጢፍካ ክትምርዖ ትደሊ?', ARRAY['Within a year', 'In one to three years', 'No rush'], ARRAY['ኣብ ውሽጢ ሓደ ዓመት', 'ኣብ ሓደ ክሳብ ሰለስተ ዓመት', 'ህጹጽ የብለይን'], 3),
	(15, 'How important is it that your partner shares your culture?', 'መጻምድትኻ ባህልኻ ክካፈል ክንደይ ኣገዳሲ እዩ?', ARRAY['Very important', 'Somewhat important', 'Not important'], ARRAY['ኣዝዩ ኣገዳሲ', 'ብመጠኑ ኣገዳሲ', 'ኣገዳሲ ኣይኮነን'], 3)
ON CONFLICT ("id") DO NOTHING;
