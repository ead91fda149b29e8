CREATE TABLE "cart_items" (
	"uid" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"buy_num" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_uid_goods_id_attribute_pk" PRIMARY KEY("uid","goods_id","attribute"),
	CONSTRAINT "cart_items_buy_num_range" CHECK ("cart_items"."buy_num" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_uid_added" ON "cart_items" USING btree ("uid","added_at");