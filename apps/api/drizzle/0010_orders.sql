CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_uid" integer NOT NULL,
	"consignee" text NOT NULL,
	"mobile" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_uid" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_pay_no_unique" UNIQUE("pay_no"),
	CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gift_card_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_owner" ON "addresses" USING btree ("owner_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_buyer_key" ON "order_requests" USING btree ("buyer_uid","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_staff_created" ON "orders" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline" ON "orders" USING btree ("pay_deadline") WHERE "orders"."order_state" = 1;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_one_buyer" CHECK (("orders"."member_id" is null) <> ("orders"."staff_id" is null));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_points_not_negative" CHECK ("members"."points" >= 0);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_gift_card_not_negative" CHECK ("members"."gift_card_fen" >= 0);