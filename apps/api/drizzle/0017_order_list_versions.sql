CREATE TABLE "buyer_order_versions" (
	"buyer" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The order list's change counter (issue #12 list speed): every transaction that writes an order or a refund bumps
-- its buyer's number once per row, at commit (deferred: the bump takes its row lock last, after every order lock the
-- transaction needs, so it adds no lock-order deadlock), in the same snapshot as the change it counts.
CREATE FUNCTION mall_bump_order_list(buyer_member integer, buyer_staff integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO buyer_order_versions (buyer, version)
  SELECT b, 1 FROM (VALUES ('m:' || buyer_member), ('s:' || buyer_staff)) AS v(b) WHERE b IS NOT NULL
  ON CONFLICT (buyer) DO UPDATE SET version = buyer_order_versions.version + 1
$$;--> statement-breakpoint
CREATE FUNCTION orders_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM mall_bump_order_list(OLD.member_id, OLD.staff_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.staff_id IS DISTINCT FROM OLD.staff_id) THEN
    PERFORM mall_bump_order_list(NEW.member_id, NEW.staff_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_list_version AFTER INSERT OR UPDATE OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_bump_list_version();--> statement-breakpoint
CREATE FUNCTION refunds_bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mall_bump_order_list(o.member_id, o.staff_id) FROM orders o
    WHERE o.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER refunds_list_version AFTER INSERT OR UPDATE OR DELETE ON refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refunds_bump_list_version();
