-- The order's freight (issue #12): the order detail shows the stored figure; checkout charges none, so 0.
ALTER TABLE "orders" ADD COLUMN "freight_fen" integer DEFAULT 0 NOT NULL;
