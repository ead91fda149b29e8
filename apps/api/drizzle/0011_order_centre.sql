ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Orders placed through checkout took their stock; the seeded examples never did (issue #12).
UPDATE "orders" SET "stock_reserved" = true WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
-- The label, amount status and button flags are derived on every read from the rules (issue #12).
ALTER TABLE "orders" DROP COLUMN "show_view_logistics_btn";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "show_refund_btn";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "actual_amount_status";