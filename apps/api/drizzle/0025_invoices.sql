CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"tax_fen" integer,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seller_name" text,
	"seller_tax_id" text,
	"invoice_no" text,
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"reversal_requested_at" timestamp with time zone,
	"red_invoice_no" text,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "invoices_red_invoice_no_unique" UNIQUE("red_invoice_no"),
	CONSTRAINT "invoices_amount_not_negative" CHECK ("invoices"."amount_fen" >= 0),
	CONSTRAINT "invoices_issued_has_number" CHECK ("invoices"."state" = 'pending' or ("invoices"."invoice_no" is not null and "invoices"."issued_at" is not null)),
	CONSTRAINT "invoices_reversed_has_red" CHECK ("invoices"."state" <> 'reversed' or ("invoices"."red_invoice_no" is not null and "invoices"."reversed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"attachment_name" text,
	"attachment_bytes" integer,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guarantees" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_member_requested" ON "invoices" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE INDEX "invoices_pending" ON "invoices" USING btree ("requested_at") WHERE "invoices"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_reversal_requested" ON "invoices" USING btree ("reversal_requested_at") WHERE "invoices"."state" = 'issued' and "invoices"."reversal_requested_at" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to" ON "mail_outbox" USING btree ("to","sent_at");