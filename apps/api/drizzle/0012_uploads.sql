CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	CONSTRAINT "uploads_one_owner" CHECK (("uploads"."member_id" is null) <> ("uploads"."staff_id" is null)),
	CONSTRAINT "uploads_purpose" CHECK ("uploads"."purpose" in ('refund', 'review', 'feedback'))
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_member_created" ON "uploads" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_staff_created" ON "uploads" USING btree ("staff_id","created_at");