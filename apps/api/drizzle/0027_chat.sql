CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"agent_staff_id" integer,
	"mould_no" text,
	"rating" integer,
	"remark" text,
	"started_at" timestamp with time zone NOT NULL,
	"waiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_state" CHECK ("chat_conversations"."state" in ('waiting', 'open', 'ended')),
	CONSTRAINT "chat_conversations_rating" CHECK ("chat_conversations"."rating" is null or "chat_conversations"."rating" between 1 and 5),
	CONSTRAINT "chat_conversations_open_has_agent" CHECK ("chat_conversations"."state" <> 'open' or "chat_conversations"."agent_staff_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"client_id" text NOT NULL,
	"left_message" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_author" CHECK ("chat_messages"."author" in ('customer', 'agent', 'system')),
	CONSTRAINT "chat_messages_kind" CHECK ("chat_messages"."kind" in ('text', 'image', 'product', 'order', 'notice')),
	CONSTRAINT "chat_messages_agent_named" CHECK ("chat_messages"."author" <> 'agent' or "chat_messages"."staff_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose";--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "is_chat_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_agent_staff_id_staff_id_fk" FOREIGN KEY ("agent_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_live" ON "chat_conversations" USING btree ("member_id") WHERE "chat_conversations"."state" <> 'ended';--> statement-breakpoint
CREATE INDEX "chat_conversations_state_last" ON "chat_conversations" USING btree ("state","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_member_started" ON "chat_conversations" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_conversation_client" ON "chat_messages" USING btree ("conversation_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_id" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('refund', 'review', 'feedback', 'inquiry', 'chat'));