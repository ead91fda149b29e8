CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"submit_key" text NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"content" text NOT NULL,
	"contact" text NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	CONSTRAINT "feedback_feedback_no_unique" UNIQUE("feedback_no"),
	CONSTRAINT "feedback_state" CHECK ("feedback"."state" in ('submitted', 'processing', 'replied')),
	CONSTRAINT "feedback_type" CHECK ("feedback"."type" in ('quality', 'logistics', 'afterSales', 'website', 'other')),
	CONSTRAINT "feedback_contact" CHECK ("feedback"."contact" in ('none', 'phone', 'sms')),
	CONSTRAINT "feedback_replied" CHECK (("feedback"."state" = 'replied') = ("feedback"."reply" is not null))
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_no" text NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"budget" text NOT NULL,
	"purpose" text NOT NULL,
	"expected_date" date NOT NULL,
	"description" text NOT NULL,
	"logo_id" text,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiries_inquiry_no_unique" UNIQUE("inquiry_no"),
	CONSTRAINT "inquiries_quantity" CHECK ("inquiries"."quantity" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_one_owner";--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_purpose";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_logo_id_uploads_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_member_key" ON "feedback" USING btree ("member_id","submit_key");--> statement-breakpoint
CREATE INDEX "feedback_member_created" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_ip_created" ON "inquiries" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_created" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_ip_created" ON "uploads" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_one_owner" CHECK (("uploads"."member_id" is null) <> ("uploads"."staff_id" is null) or ("uploads"."purpose" = 'inquiry' and "uploads"."member_id" is null and "uploads"."staff_id" is null));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('refund', 'review', 'feedback', 'inquiry'));