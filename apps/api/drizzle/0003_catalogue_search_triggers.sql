-- Catalogue search (decision 201): what the generated search columns cannot compute by themselves.
-- 1. items.category_path and items.search_extra, from the item's categories and store;
-- 2. the search vocabulary (search_terms) that typo correction reads, from item, store and category names.
-- The migrate step creates pg_trgm before any migration; repeated here so this file stands alone.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_items_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.category_path := ARRAY(
    SELECT DISTINCT x FROM (
      SELECT (e->>'id')::integer AS x
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.category_ids) = 'array' THEN NEW.category_ids ELSE '[]'::jsonb END) e
      UNION SELECT NEW.category_id
    ) ids
    WHERE x IS NOT NULL ORDER BY x
  );
  NEW.search_extra := concat_ws(' ',
    (SELECT string_agg(c.name, ' ' ORDER BY c.id) FROM categories c WHERE c.id = ANY (NEW.category_path)),
    (SELECT s.name FROM stores s WHERE s.id = NEW.store_id));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_fill BEFORE INSERT OR UPDATE OF name, category_id, category_ids, store_id ON items
  FOR EACH ROW EXECUTE FUNCTION bazaar_items_search_fill();
--> statement-breakpoint
-- A renamed store or category re-fills the search text of its items.
CREATE OR REPLACE FUNCTION bazaar_store_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET store_id = store_id WHERE store_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stores_search_renamed AFTER UPDATE OF name ON stores
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bazaar_store_renamed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bazaar_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE items SET category_ids = category_ids WHERE category_path @> ARRAY[NEW.id];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_search_renamed AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION bazaar_category_renamed();
--> statement-breakpoint
-- The vocabulary: words of new names (inserted rows, or rows whose name changed), counted per name.
-- Statement-level with transition tables, so a batch insert of 1,000 items is one vocabulary upsert.
CREATE OR REPLACE FUNCTION bazaar_search_terms_from_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms (word, hits)
    SELECT w, count(*) FROM new_rows n, unnest(tsvector_to_array(to_tsvector('simple', n.name))) w GROUP BY w
    ON CONFLICT (word) DO UPDATE SET hits = search_terms.hits + excluded.hits;
  ELSE
    INSERT INTO search_terms (word, hits)
    SELECT w, count(*)
    FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.name IS DISTINCT FROM n.name,
         unnest(tsvector_to_array(to_tsvector('simple', n.name))) w
    GROUP BY w
    ON CONFLICT (word) DO UPDATE SET hits = search_terms.hits + excluded.hits;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_search_terms_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_terms_from_names();
--> statement-breakpoint
CREATE TRIGGER items_search_terms_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_terms_from_names();
--> statement-breakpoint
CREATE TRIGGER stores_search_terms_insert AFTER INSERT ON stores
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_terms_from_names();
--> statement-breakpoint
CREATE TRIGGER stores_search_terms_update AFTER UPDATE ON stores
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_terms_from_names();
--> statement-breakpoint
CREATE TRIGGER categories_search_terms_insert AFTER INSERT ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_terms_from_names();
--> statement-breakpoint
CREATE TRIGGER categories_search_terms_update AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bazaar_search_terms_from_names();
--> statement-breakpoint
-- Existing rows (a market seeded before this migration): fill the item columns and the vocabulary.
UPDATE items SET category_ids = category_ids;
--> statement-breakpoint
INSERT INTO search_terms (word, hits)
SELECT w, count(*) FROM (
  SELECT name FROM items UNION ALL SELECT name FROM stores UNION ALL SELECT name FROM categories
) n, unnest(tsvector_to_array(to_tsvector('simple', n.name))) w
GROUP BY w
ON CONFLICT (word) DO UPDATE SET hits = excluded.hits;
