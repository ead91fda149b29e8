CREATE TABLE "parcel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "parcel_items_qty_positive" CHECK ("parcel_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"parcel_no" smallint NOT NULL,
	"carrier_code" text NOT NULL,
	"tracking_no" text NOT NULL,
	"warehouse" text NOT NULL,
	"from_city" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_items_parcel" ON "parcel_items" USING btree ("parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_order_no" ON "parcels" USING btree ("order_id","parcel_no");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_tracking" ON "parcels" USING btree ("carrier_code","tracking_no");--> statement-breakpoint
CREATE INDEX "orders_awaiting_shipment" ON "orders" USING btree ("paid_at") WHERE "orders"."order_state" = 2;--> statement-breakpoint
CREATE INDEX "orders_shipped" ON "orders" USING btree ("shipped_at") WHERE "orders"."order_state" in (3, 8, 19, 20);