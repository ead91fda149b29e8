CREATE TABLE "order_item_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_item_snapshots_order_item_id_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "final_pay_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "final_pay_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_start_pay_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_recipient_uid" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_item_snapshots" ADD CONSTRAINT "order_item_snapshots_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_token_unique" UNIQUE("gift_token");