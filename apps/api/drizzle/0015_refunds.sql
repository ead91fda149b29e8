CREATE TABLE "refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "refund_lines_positive" CHECK ("refund_lines"."qty" > 0 and "refund_lines"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'applying' NOT NULL,
	"reason" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"goods_fen" integer NOT NULL,
	"points_back" integer DEFAULT 0 NOT NULL,
	"gift_card_back_fen" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refuse_reason" text,
	"notifications" integer DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"refunding_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_amounts_not_negative" CHECK ("refunds"."amount_fen" >= 0 and "refunds"."points_back" >= 0 and "refunds"."gift_card_back_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_refund" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_lines_item" ON "refund_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."state" in ('applying', 'approved', 'refunding');--> statement-breakpoint
CREATE INDEX "refunds_open_applied" ON "refunds" USING btree ("applied_at") WHERE "refunds"."state" in ('applying', 'approved', 'refunding');