-- The chat socket's single-use tickets (issue #28 item 4): a ticket opens one socket, for a live session only.
CREATE TABLE "chat_tickets" (
	"digest" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "chat_tickets_one_party" CHECK (("chat_tickets"."member_id" is null) <> ("chat_tickets"."staff_id" is null))
);
--> statement-breakpoint
CREATE INDEX "chat_tickets_expires" ON "chat_tickets" USING btree ("expires_at");