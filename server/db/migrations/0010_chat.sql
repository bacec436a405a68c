CREATE TABLE "chat_board_sockets" (
	"instance_id" text NOT NULL,
	"channel" text NOT NULL,
	"sockets" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_board_sockets_channel_instance_id_pk" PRIMARY KEY("channel","instance_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content" text NOT NULL,
	"user_id" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"board" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_board_known" CHECK ("chat_messages"."board" IN ('general','housing','jobs','services','events')),
	CONSTRAINT "chat_messages_content_length" CHECK (char_length("chat_messages"."content") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_board_sockets_instance_idx" ON "chat_board_sockets" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "chat_messages_board_idx" ON "chat_messages" USING btree ("city_key","board","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id");