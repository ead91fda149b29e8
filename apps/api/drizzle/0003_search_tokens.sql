ALTER TABLE "goods" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_search_tokens" ON "goods" USING gin ("search_tokens");--> statement-breakpoint
-- Search (issue #6): the tokens of a document, the trigger that keeps goods.search_text and
-- goods.search_tokens, and the triggers that refresh them when a name they copy changes.
-- Every CJK character and character pair; every substring of each Latin/digit word (its first 32
-- characters). Written without extensions or locale-dependent classes, so PGlite and PostgreSQL
-- give byte-identical tokens whatever the database locale (pg_trgm would not: see
-- repositories/search.ts).
CREATE FUNCTION mall_search_tokens(doc text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  run text;
  n integer;
  tokens text[] := ARRAY[]::text[];
BEGIN
  FOR run IN SELECT m[1] FROM regexp_matches(lower(coalesce(doc, '')), '[㐀-䶿一-鿿豈-﫿]+', 'g') AS m LOOP
    n := char_length(run);
    FOR i IN 1..n LOOP
      tokens := tokens || substr(run, i, 1);
      IF i < n THEN
        tokens := tokens || substr(run, i, 2);
      END IF;
    END LOOP;
  END LOOP;
  FOR run IN SELECT left(m[1], 32) FROM regexp_matches(lower(coalesce(doc, '')), '[a-z0-9]+', 'g') AS m LOOP
    n := char_length(run);
    FOR i IN 1..n LOOP
      FOR j IN i..n LOOP
        tokens := tokens || substr(run, i, j - i + 1);
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT t FROM unnest(tokens) AS t ORDER BY t);
END
$$;--> statement-breakpoint
CREATE FUNCTION goods_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ',
    NEW.title, NEW.new_title, NEW.title_info, NEW.mould_no, NEW.category, NEW.style,
    (SELECT name FROM brands WHERE id = NEW.brand_id),
    (SELECT name FROM series WHERE id = NEW.series_id),
    (SELECT name FROM product_types WHERE id = NEW.product_type_id),
    (SELECT name FROM product_groups WHERE id = NEW.product_group_id)));
  NEW.search_tokens := mall_search_tokens(NEW.search_text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER goods_search_document BEFORE INSERT OR UPDATE OF title, new_title, title_info, mould_no, category, style, brand_id, series_id, product_type_id, product_group_id
  ON goods FOR EACH ROW EXECUTE FUNCTION goods_search_document();--> statement-breakpoint
CREATE FUNCTION goods_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Naming a column in SET fires goods_search_document for every piece that copies this name.
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE goods SET brand_id = brand_id WHERE brand_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'series' THEN
    UPDATE goods SET series_id = series_id WHERE series_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'product_types' THEN
    UPDATE goods SET product_type_id = product_type_id WHERE product_type_id = NEW.id;
  ELSE
    UPDATE goods SET product_group_id = product_group_id WHERE product_group_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_search_refresh AFTER UPDATE OF name ON brands FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION goods_search_refresh();--> statement-breakpoint
CREATE TRIGGER series_search_refresh AFTER UPDATE OF name ON series FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION goods_search_refresh();--> statement-breakpoint
CREATE TRIGGER product_types_search_refresh AFTER UPDATE OF name ON product_types FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION goods_search_refresh();--> statement-breakpoint
CREATE TRIGGER product_groups_search_refresh AFTER UPDATE OF name ON product_groups FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION goods_search_refresh();--> statement-breakpoint
-- Pieces seeded before this migration get their search document now.
UPDATE goods SET title = title;
