-- Order changes for the sellers' live boards (decision 411): at commit, every process listening on
-- 'bazaar_orders' hears `store:<store_id> order:<id>` for each order placed or changed (status, payment,
-- courier, anything). NOTIFY is transactional: nothing before the commit, nothing after a rollback; the
-- same notice twice in one transaction is sent once. The payload carries ids only: what a seller may see
-- is read through the API, under the seller's own store.
CREATE OR REPLACE FUNCTION bazaar_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND to_jsonb(OLD) = to_jsonb(NEW) THEN RETURN NULL; END IF;
  PERFORM pg_notify('bazaar_orders', 'store:' || NEW.store_id || ' order:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_changed AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION bazaar_orders_changed();
