-- After-sales in the console (issue #29): the note staff write when they approve a refund, shown to the shopper.
ALTER TABLE "refunds" ADD COLUMN "approve_reason" text;