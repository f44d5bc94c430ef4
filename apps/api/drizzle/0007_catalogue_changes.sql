-- Catalogue changes (decision 209): at commit, every process listening on 'bazaar_catalogue' hears which
-- catalogue answers a write affects, as space-separated tags (item:<id>, store:<id>, list:all,
-- list:cat:<id>, list:store:<id>, list:members (which items lists hold), stores, categories, campaigns, banners, blogs, reviews) or 'all'.
-- NOTIFY is transactional: nothing is heard before the commit, nothing at all after a rollback.
CREATE OR REPLACE FUNCTION bazaar_notify_catalogue(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE payload text;
BEGIN
  IF tags IS NULL OR cardinality(tags) = 0 THEN RETURN; END IF;
  payload := array_to_string(tags, ' ');
  -- NOTIFY payloads stop at 8000 bytes; a change that large drops every cached answer instead.
  IF octet_length(payload) > 7000 THEN payload := 'all'; END IF;
  PERFORM pg_notify('bazaar_catalogue', payload);
END $$;
--> statement-breakpoint
-- Items, per statement (a batch of 1,000 inserted items is one notice). A change of any column other
-- than stock can move the item in a list (price, rating, popularity, name, category, active...), so it
-- also names the lists it may appear in; a stock change does so only when it crosses zero.
CREATE OR REPLACE FUNCTION bazaar_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM new_rows) > 200 THEN PERFORM bazaar_notify_catalogue(ARRAY['all']); RETURN NULL; END IF;
    SELECT array_agg(DISTINCT t) INTO tags FROM (
      SELECT 'item:' || n.id AS t FROM new_rows n
      UNION ALL SELECT 'list:store:' || n.store_id FROM new_rows n
      UNION ALL SELECT 'list:cat:' || c FROM new_rows n, unnest(n.category_path) c
      UNION ALL SELECT 'list:all' FROM new_rows
      UNION ALL SELECT 'list:members' FROM new_rows
    ) s;
  ELSIF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM old_rows) > 200 THEN PERFORM bazaar_notify_catalogue(ARRAY['all']); RETURN NULL; END IF;
    SELECT array_agg(DISTINCT t) INTO tags FROM (
      SELECT 'item:' || o.id AS t FROM old_rows o
      UNION ALL SELECT 'list:store:' || o.store_id FROM old_rows o
      UNION ALL SELECT 'list:cat:' || c FROM old_rows o, unnest(o.category_path) c
      UNION ALL SELECT 'list:all' FROM old_rows
      UNION ALL SELECT 'list:members' FROM old_rows
    ) s;
  ELSE
    IF (SELECT count(*) FROM new_rows) > 200 THEN PERFORM bazaar_notify_catalogue(ARRAY['all']); RETURN NULL; END IF;
    SELECT array_agg(DISTINCT t) INTO tags FROM (
      SELECT 'item:' || n.id AS t FROM new_rows n
      UNION ALL
      SELECT l.t FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (
          SELECT 'list:all' AS t
          UNION ALL SELECT 'list:store:' || n.store_id
          UNION ALL SELECT 'list:store:' || o.store_id
          UNION ALL SELECT 'list:cat:' || c FROM unnest(n.category_path || o.category_path) c
        ) l
        WHERE (to_jsonb(o) - 'stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at')
           OR (o.stock > 0) <> (n.stock > 0)
      UNION ALL
      -- Which items a list holds at all (counts, the category tree's products_count).
      SELECT 'list:members' FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.active, o.category_id, o.category_ids, o.store_id, o.module_id, o.stock > 0)
          IS DISTINCT FROM (n.active, n.category_id, n.category_ids, n.store_id, n.module_id, n.stock > 0)
    ) s;
  END IF;
  PERFORM bazaar_notify_catalogue(tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_catalogue_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_items_changed();
--> statement-breakpoint
CREATE TRIGGER items_catalogue_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_items_changed();
--> statement-breakpoint
CREATE TRIGGER items_catalogue_delete AFTER DELETE ON items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_items_changed();
--> statement-breakpoint
-- Every other catalogue table, per row (they change one row at a time; NOTIFY folds repeats of one
-- payload within a transaction). A store's visibility (active, zone, module) reaches every list: 'all'.
CREATE OR REPLACE FUNCTION bazaar_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  tags text[];
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'item_variations' THEN tags := ARRAY['item:' || r.item_id];
    WHEN 'item_campaigns' THEN tags := ARRAY['campaigns', 'item:' || coalesce(r.item_id, 0), 'list:all'];
    WHEN 'reviews' THEN tags := ARRAY['reviews', 'item:' || r.item_id];
    WHEN 'store_schedules' THEN tags := ARRAY['stores', 'store:' || r.store_id];
    WHEN 'add_ons' THEN tags := ARRAY['store:' || r.store_id];
    WHEN 'stores' THEN
      IF TG_OP = 'UPDATE' AND (OLD.active, OLD.zone_id, OLD.module_id) IS NOT DISTINCT FROM (NEW.active, NEW.zone_id, NEW.module_id) THEN
        tags := ARRAY['stores', 'store:' || r.id, 'list:store:' || r.id];
      ELSIF TG_OP = 'INSERT' THEN
        tags := ARRAY['stores', 'store:' || r.id, 'list:store:' || r.id];
      ELSE
        tags := ARRAY['all'];
      END IF;
    WHEN 'campaigns', 'campaign_stores' THEN tags := ARRAY['campaigns', 'stores'];
    WHEN 'banners' THEN tags := ARRAY['banners'];
    WHEN 'blogs', 'blog_categories' THEN tags := ARRAY['blogs'];
    ELSE tags := ARRAY['all']; -- categories, zones, cities, modules, settings: rare, and read everywhere
  END CASE;
  PERFORM bazaar_notify_catalogue(tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_variations_catalogue AFTER INSERT OR UPDATE OR DELETE ON item_variations FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER item_campaigns_catalogue AFTER INSERT OR UPDATE OR DELETE ON item_campaigns FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER store_schedules_catalogue AFTER INSERT OR UPDATE OR DELETE ON store_schedules FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER add_ons_catalogue AFTER INSERT OR UPDATE OR DELETE ON add_ons FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER stores_catalogue AFTER INSERT OR UPDATE OR DELETE ON stores FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_catalogue AFTER INSERT OR UPDATE OR DELETE ON campaigns FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_stores_catalogue AFTER INSERT OR UPDATE OR DELETE ON campaign_stores FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER banners_catalogue AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER blogs_catalogue AFTER INSERT OR UPDATE OR DELETE ON blogs FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER blog_categories_catalogue AFTER INSERT OR UPDATE OR DELETE ON blog_categories FOR EACH ROW EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER zones_catalogue AFTER INSERT OR UPDATE OR DELETE ON zones FOR EACH STATEMENT EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER cities_catalogue AFTER INSERT OR UPDATE OR DELETE ON cities FOR EACH STATEMENT EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER modules_catalogue AFTER INSERT OR UPDATE OR DELETE ON modules FOR EACH STATEMENT EXECUTE FUNCTION bazaar_row_changed();
--> statement-breakpoint
CREATE TRIGGER settings_catalogue AFTER INSERT OR UPDATE OR DELETE ON settings FOR EACH STATEMENT EXECUTE FUNCTION bazaar_row_changed();
