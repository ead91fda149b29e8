CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_no" text NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile" ON "sms_outbox" USING btree ("mobile","sent_at");