CREATE TABLE "royalty_goods" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"royalty_price_fen" integer NOT NULL,
	"limit_per_year" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "royalty_goods_price_positive" CHECK ("royalty_goods"."royalty_price_fen" > 0),
	CONSTRAINT "royalty_goods_limit_positive" CHECK ("royalty_goods"."limit_per_year" > 0)
);
--> statement-breakpoint
CREATE TABLE "staff_royalty_funds" (
	"staff_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"granted_fen" integer NOT NULL,
	"used_fen" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_royalty_funds_staff_id_year_pk" PRIMARY KEY("staff_id","year"),
	CONSTRAINT "staff_royalty_funds_used_within_grant" CHECK ("staff_royalty_funds"."used_fen" >= 0 and "staff_royalty_funds"."used_fen" <= "staff_royalty_funds"."granted_fen")
);
--> statement-breakpoint
ALTER TABLE "royalty_goods" ADD CONSTRAINT "royalty_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_royalty_funds" ADD CONSTRAINT "staff_royalty_funds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_goods_price" ON "royalty_goods" USING btree ("royalty_price_fen");