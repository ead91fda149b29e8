CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"mould_no" text NOT NULL,
	"title" text NOT NULL,
	"new_title" text DEFAULT '' NOT NULL,
	"title_info" text DEFAULT '' NOT NULL,
	"brand_id" integer NOT NULL,
	"series_id" integer,
	"product_type_id" integer NOT NULL,
	"product_group_id" integer NOT NULL,
	"category" text NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"pricing_mode" text NOT NULL,
	"shop_price_fen" integer NOT NULL,
	"marketing_price_fen" integer,
	"labour_fee_fen" integer DEFAULT 0 NOT NULL,
	"gold_weight_mg" integer DEFAULT 0 NOT NULL,
	"total_weight_mg" integer DEFAULT 0 NOT NULL,
	"detail_shape" text DEFAULT '' NOT NULL,
	"detail_size" text DEFAULT '' NOT NULL,
	"detail_count" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_presell" boolean DEFAULT false NOT NULL,
	"presell_price_fen" integer,
	"deposit_fen" integer,
	"bonus_purchase_point" integer DEFAULT 0 NOT NULL,
	"is_use_points" boolean DEFAULT true NOT NULL,
	"good_source" smallint DEFAULT 1 NOT NULL,
	"point_product_type" smallint,
	"description_html" text DEFAULT '' NOT NULL,
	"is_on_sale" boolean DEFAULT true NOT NULL,
	"link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_mould_no_unique" UNIQUE("mould_no")
);
--> statement-breakpoint
CREATE TABLE "goods_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"nickname" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text DEFAULT 'main' NOT NULL,
	"src" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"ring_size" text DEFAULT '' NOT NULL,
	"chain_length" text DEFAULT '' NOT NULL,
	"customized_size" text DEFAULT '' NOT NULL,
	"customized_style" text DEFAULT '' NOT NULL,
	"customized_direction" text DEFAULT '' NOT NULL,
	"stock_web" integer DEFAULT 0 NOT NULL,
	"stock_store" integer DEFAULT 0 NOT NULL,
	"price_delta_fen" integer DEFAULT 0 NOT NULL,
	"gold_weight_mg" integer,
	CONSTRAINT "goods_skus_stock_web_not_negative" CHECK ("goods_skus"."stock_web" >= 0),
	CONSTRAINT "goods_skus_stock_store_not_negative" CHECK ("goods_skus"."stock_store" >= 0)
);
--> statement-breakpoint
CREATE TABLE "marketing_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_type" smallint NOT NULL,
	"m_type_desc" text NOT NULL,
	"label_name" text NOT NULL,
	"ad_word" text DEFAULT '' NOT NULL,
	"threshold" integer NOT NULL,
	"derate" numeric(6, 2) NOT NULL,
	"is_no_top" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_activity_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "marketing_activity_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "series_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "adverts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_value" integer NOT NULL,
	"title" text NOT NULL,
	"src_link" text NOT NULL,
	"jump_link" text DEFAULT '' NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "banned_words_word_unique" UNIQUE("word")
);
--> statement-breakpoint
CREATE TABLE "classifies" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer,
	"name" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"icon_src" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"clause_key" text NOT NULL,
	"clause_title" text NOT NULL,
	"clause_version" text NOT NULL,
	"clause_url" text NOT NULL,
	"clause_status" smallint DEFAULT 1 NOT NULL,
	"body_html" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_price_decorations" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_src" text NOT NULL,
	"title" text NOT NULL,
	"copywriting" text DEFAULT '' NOT NULL,
	"jump_link" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gold_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"input_time" timestamp with time zone NOT NULL,
	"today_price_hk" integer NOT NULL,
	"today_price_tzjt" integer NOT NULL,
	"today_price_hgj_shi" integer NOT NULL,
	"bai_jian_hj_price" integer NOT NULL,
	"copywriting" text DEFAULT '' NOT NULL,
	"act_status" smallint DEFAULT 1 NOT NULL,
	"show_status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graying_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_type" smallint NOT NULL,
	"pid" integer,
	"title" text NOT NULL,
	"jump_link" text DEFAULT '' NOT NULL,
	"src_link" text DEFAULT '' NOT NULL,
	"ad_name" text DEFAULT '' NOT NULL,
	"ad_to_link" text DEFAULT '' NOT NULL,
	"is_ad_video" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"jump_link" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"kind" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cover_src" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"mould_nos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_home_floor" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"mould_no" text NOT NULL,
	"title" text NOT NULL,
	"thumb" text NOT NULL,
	"attribute" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"point_product_type" smallint,
	"product_type_id" integer NOT NULL,
	"category" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"order_state" smallint NOT NULL,
	"order_type" smallint,
	"payment_state" smallint DEFAULT 0 NOT NULL,
	"related_order_id" integer,
	"related_order_state" smallint,
	"related_payment_state" smallint,
	"balance_end_pay_time" timestamp with time zone,
	"deposit_end_pay_time" timestamp with time zone,
	"is_pre_sell_end" boolean DEFAULT false NOT NULL,
	"is_transfer_gift" boolean DEFAULT false NOT NULL,
	"transfer_gift_state" smallint,
	"source" smallint DEFAULT 1 NOT NULL,
	"sale_code" text DEFAULT '' NOT NULL,
	"show_view_logistics_btn" boolean DEFAULT false NOT NULL,
	"show_refund_btn" boolean DEFAULT false NOT NULL,
	"actual_amount_status" smallint,
	"goods_total_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_fen" integer DEFAULT 0 NOT NULL,
	"pay_fen" integer NOT NULL,
	"pay_deadline" timestamp with time zone,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "card_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold_fen" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clause_signs" (
	"member_id" integer NOT NULL,
	"clause_key" text NOT NULL,
	"clause_version" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clause_signs_member_id_clause_key_pk" PRIMARY KEY("member_id","clause_key")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"uoid" text NOT NULL,
	"mobile" text NOT NULL,
	"country_no" text DEFAULT '86' NOT NULL,
	"password_hash" text,
	"nickname" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"member_title" smallint,
	"birthday" date,
	"card_no" text NOT NULL,
	"vip_no" text NOT NULL,
	"card_level" smallint NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"point_pwd_hash" text,
	"first_join_date" date NOT NULL,
	"consume_amount_fen" integer DEFAULT 0 NOT NULL,
	"re_consume_amount_fen" integer DEFAULT 0 NOT NULL,
	"membership_expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_uoid_unique" UNIQUE("uoid"),
	CONSTRAINT "members_card_no_unique" UNIQUE("card_no"),
	CONSTRAINT "members_vip_no_unique" UNIQUE("vip_no")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_code" text NOT NULL,
	"nickname" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"purchase_limit_fen" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "staff_staff_code_unique" UNIQUE("staff_code"),
	CONSTRAINT "staff_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_images" ADD CONSTRAINT "goods_images_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_activity_goods" ADD CONSTRAINT "marketing_activity_goods_activity_id_marketing_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."marketing_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_activity_goods" ADD CONSTRAINT "marketing_activity_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clause_signs" ADD CONSTRAINT "clause_signs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_card_level_card_levels_level_fk" FOREIGN KEY ("card_level") REFERENCES "public"."card_levels"("level") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_type_group" ON "goods" USING btree ("product_type_id","product_group_id");--> statement-breakpoint
CREATE INDEX "goods_category" ON "goods" USING btree ("category");--> statement-breakpoint
CREATE INDEX "goods_comments_goods" ON "goods_comments" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_images_goods" ON "goods_images" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_skus_goods_attribute" ON "goods_skus" USING btree ("goods_id","attribute");--> statement-breakpoint
CREATE INDEX "adverts_tag_sort" ON "adverts" USING btree ("tag_value","sort");--> statement-breakpoint
CREATE INDEX "articles_kind_category" ON "articles" USING btree ("kind","category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "clauses_key_version" ON "clauses" USING btree ("clause_key","clause_version");--> statement-breakpoint
CREATE INDEX "gold_prices_input_time" ON "gold_prices" USING btree ("input_time");--> statement-breakpoint
CREATE INDEX "menus_type_sort" ON "menus" USING btree ("menu_type","sort");--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_member_created" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_idempotency" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "members_mobile" ON "members" USING btree ("country_no","mobile");