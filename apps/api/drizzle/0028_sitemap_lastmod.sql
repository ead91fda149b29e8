-- The sitemap's lastmod (issue #16): when a piece or a topic last changed.
ALTER TABLE "goods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE FUNCTION mall_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER goods_touch_updated_at BEFORE UPDATE ON "goods" FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION mall_touch_updated_at();--> statement-breakpoint
CREATE TRIGGER topics_touch_updated_at BEFORE UPDATE ON "topics" FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION mall_touch_updated_at();
