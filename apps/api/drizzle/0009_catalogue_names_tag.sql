-- Finer item notices (decision 209), same function as 0007 otherwise:
-- - a change of price or discount alone says list:price:all / :cat:<id> / :store:<id> instead of list:*:
--   only lists that sort or filter by price, or list deals, depend on it (the item's own answers follow
--   item:<id> as before), so a price change no longer drops every home shelf and category page;
-- - `names` when something suggestions show or order by changes (names, pictures, listing, popularity):
--   suggestions never show prices or stock.
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
      UNION ALL SELECT 'names' FROM new_rows
    ) s;
  ELSIF TG_OP = 'DELETE' THEN
    IF (SELECT count(*) FROM old_rows) > 200 THEN PERFORM bazaar_notify_catalogue(ARRAY['all']); RETURN NULL; END IF;
    SELECT array_agg(DISTINCT t) INTO tags FROM (
      SELECT 'item:' || o.id AS t FROM old_rows o
      UNION ALL SELECT 'list:store:' || o.store_id FROM old_rows o
      UNION ALL SELECT 'list:cat:' || c FROM old_rows o, unnest(o.category_path) c
      UNION ALL SELECT 'list:all' FROM old_rows
      UNION ALL SELECT 'list:members' FROM old_rows
      UNION ALL SELECT 'names' FROM old_rows
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
        WHERE (to_jsonb(o) - 'stock' - 'updated_at' - 'price' - 'discount' - 'discount_type' - 'sale_price')
                IS DISTINCT FROM (to_jsonb(n) - 'stock' - 'updated_at' - 'price' - 'discount' - 'discount_type' - 'sale_price')
           OR (o.stock > 0) <> (n.stock > 0)
      UNION ALL
      -- Price or discount: the lists whose order, filter or deals depend on them.
      SELECT l.t FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL (
          SELECT 'list:price:all' AS t
          UNION ALL SELECT 'list:price:store:' || n.store_id
          UNION ALL SELECT 'list:price:cat:' || c FROM unnest(n.category_path) c
        ) l
        WHERE (o.price, o.discount, o.discount_type) IS DISTINCT FROM (n.price, n.discount, n.discount_type)
      UNION ALL
      -- Which items a list holds at all (counts, the category tree's products_count).
      SELECT 'list:members' FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.active, o.category_id, o.category_ids, o.store_id, o.module_id, o.stock > 0)
          IS DISTINCT FROM (n.active, n.category_id, n.category_ids, n.store_id, n.module_id, n.stock > 0)
      UNION ALL
      -- What suggestions show and order by: names, pictures, where an item is listed, its popularity.
      SELECT 'names' FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (o.name, o.slug, o.image, o.active, o.category_id, o.category_ids, o.store_id, o.module_id, o.search_extra, o.popularity)
          IS DISTINCT FROM (n.name, n.slug, n.image, n.active, n.category_id, n.category_ids, n.store_id, n.module_id, n.search_extra, n.popularity)
    ) s;
  END IF;
  PERFORM bazaar_notify_catalogue(tags);
  RETURN NULL;
END $$;
