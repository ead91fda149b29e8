CREATE TABLE "guarantees" (
	"id" serial PRIMARY KEY NOT NULL,
	"cert_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"piece_no" integer NOT NULL,
	"piece_count" integer NOT NULL,
	"title" text NOT NULL,
	"thumb" text NOT NULL,
	"mould_no" text NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"material" text NOT NULL,
	"purity" text DEFAULT '' NOT NULL,
	"product_group_id" integer NOT NULL,
	"category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inspection_body_id" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guarantees_cert_no_unique" UNIQUE("cert_no"),
	CONSTRAINT "guarantees_piece_no" CHECK ("guarantees"."piece_no" between 1 and "guarantees"."piece_count")
);
--> statement-breakpoint
CREATE TABLE "inspection_bodies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"materials" text[] NOT NULL,
	CONSTRAINT "inspection_bodies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "verification_lookups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantees" ADD CONSTRAINT "guarantees_inspection_body_id_inspection_bodies_id_fk" FOREIGN KEY ("inspection_body_id") REFERENCES "public"."inspection_bodies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantees_piece" ON "guarantees" USING btree ("order_item_id","piece_no");--> statement-breakpoint
CREATE INDEX "guarantees_member_sold" ON "guarantees" USING btree ("member_id","sold_at");--> statement-breakpoint
CREATE INDEX "verification_lookups_address" ON "verification_lookups" USING btree ("address","at");--> statement-breakpoint
INSERT INTO "inspection_bodies" ("code", "name", "materials") VALUES
  ('NGTC', '国家珠宝玉石质量监督检验中心（NGTC）', '{diamond,jade,pearl}'),
  ('NPMTC', '国家金银制品质量检验检测中心（上海）', '{gold,platinum,kGold,bullion}');
