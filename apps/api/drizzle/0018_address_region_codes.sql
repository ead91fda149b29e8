ALTER TABLE "addresses" ADD COLUMN "province_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "city_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "district_code" text DEFAULT '' NOT NULL;