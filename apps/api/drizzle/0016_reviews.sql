CREATE TABLE "order_reviews" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"comment_id" integer NOT NULL,
	"is_anonymous" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_reviews_comment_id_unique" UNIQUE("comment_id")
);
--> statement-breakpoint
ALTER TABLE "goods_comments" ADD COLUMN "upload_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_comment_id_goods_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."goods_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reviews_order" ON "order_reviews" USING btree ("order_id");