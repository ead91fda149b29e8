CREATE TABLE "consumption_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"order_no" text NOT NULL,
	"refund_no" text,
	"store_name" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consumption_records_kind" CHECK ("consumption_records"."kind" in ('order', 'refund', 'store'))
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_no" text,
	"balance_after" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "points_ledger_delta_not_zero" CHECK ("points_ledger"."delta" <> 0),
	CONSTRAINT "points_ledger_balance_not_negative" CHECK ("points_ledger"."balance_after" >= 0),
	CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('earned', 'spent', 'returned', 'refunded', 'clawback', 'expired', 'adjust'))
);
--> statement-breakpoint
ALTER TABLE "card_levels" ADD COLUMN "benefits" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "consumption_records" ADD CONSTRAINT "consumption_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumption_records_member_time" ON "consumption_records" USING btree ("member_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumption_records_purchase" ON "consumption_records" USING btree ("order_no") WHERE "consumption_records"."kind" <> 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "consumption_records_refund" ON "consumption_records" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "points_ledger_member_time" ON "points_ledger" USING btree ("member_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "points_ledger_order" ON "points_ledger" USING btree ("order_no");--> statement-breakpoint
-- Members who already hold points get an opening row, so the balance is the ledger's sum from the start
-- (the points expire like earned ones: at the end of the year after this one, China time).
INSERT INTO "points_ledger" ("member_id", "delta", "reason", "order_no", "balance_after", "occurred_at", "expires_at")
SELECT "id", "points", 'adjust', NULL, "points", now(),
  make_timestamptz(extract(year from now() at time zone 'Asia/Shanghai')::int + 2, 1, 1, 0, 0, 0, 'Asia/Shanghai')
FROM "members" WHERE "points" > 0;--> statement-breakpoint
-- The members whose balance is not the sum of their ledger: empty when the books are right (checked by the tests).
CREATE VIEW "points_balance_mismatches" AS
SELECT m."id" AS "member_id", m."points", coalesce(sum(l."delta"), 0)::int AS "ledger_sum"
FROM "members" m LEFT JOIN "points_ledger" l ON l."member_id" = m."id"
GROUP BY m."id", m."points"
HAVING m."points" <> coalesce(sum(l."delta"), 0);
