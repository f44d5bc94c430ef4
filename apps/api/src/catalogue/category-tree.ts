import type { Category } from '@bazaar/contract';
import { cleanTranslations, type Locale, localName, type NameTranslations } from '@bazaar/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, items } from '../db/schema';
import { cachedOr, type LoadingCache, loadingCache } from '../platform/loading-cache';

/** What a category row is read as, wherever categories are read whole (the tree, the search index). */
export const categoryRowSelection = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  image: categories.image,
  parentId: categories.parentId,
  position: categories.position,
  moduleId: categories.moduleId,
  translations: categories.translations,
};
export type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
  position: number;
  moduleId: number | null;
  /** The name in other languages (read by the tree; the search index has no use for it). */
  translations?: NameTranslations;
};
type Row = CategoryRow;

/** Each tree's names in the other languages, by category id (a category's answer carries no translations). */
const translationsOf = new WeakMap<Map<number, Category>, Map<number, NameTranslations>>();

/**
 * All active categories with product counts in two queries, assembled into a tree in memory
 * (a market has hundreds of categories, not millions).
 */
export async function loadCategoryTree(db: Database): Promise<Map<number, Category>> {
  const [rows, counts] = await Promise.all([
    db
      .select(categoryRowSelection)
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ categoryId: items.categoryId, n: sql<number>`count(*)::int` })
      .from(items)
      .where(eq(items.active, true))
      .groupBy(items.categoryId),
  ]);
  const countOf = new Map(counts.map((c) => [c.categoryId, c.n]));
  const byId = new Map<number, Category>(rows.map((r: Row) => [r.id, toCategory(r, countOf.get(r.id) ?? 0)]));
  // As stored, a translation may be anything jsonb holds: only the market's languages' texts are kept.
  translationsOf.set(byId, new Map(rows.map((r: Row) => [r.id, cleanTranslations(r.translations)])));
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : byId.get(r.parentId);
    const node = byId.get(r.id)!;
    if (parent) {
      parent.childes.push(node);
      parent.products_count += node.products_count;
    }
  }
  return byId;
}

function toCategory(r: Row, count: number): Category {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    image: r.image,
    parent_id: r.parentId,
    position: r.position,
    module_id: r.moduleId,
    products_count: count,
    childes: [],
  };
}

/**
 * The tree changes rarely: each database handle reads it at most every 30 s (decision 202), and again
 * after a committed change of which items lists hold (forgetCategoryTree, decision 209).
 */
const trees = new WeakMap<Database, LoadingCache<Map<number, Category>>>();

export function categoryTree(db: Database): Promise<Map<number, Category>> {
  let cache = trees.get(db);
  if (!cache) {
    cache = loadingCache(30_000, 1);
    trees.set(db, cache);
  }
  return cachedOr(cache, 'tree', () => loadCategoryTree(db));
}

/** The tree with every name in `locale`, built once per tree read and locale. */
const localized = new WeakMap<Map<number, Category>, Map<Locale, Map<number, Category>>>();

/**
 * The category tree as a shopper reading `locale` is shown it (decision 216): each name in that
 * language when the category has it, else as stored; English is the tree itself.
 */
export async function localizedCategoryTree(db: Database, locale: Locale): Promise<Map<number, Category>> {
  const tree = await categoryTree(db);
  if (locale === 'en') return tree;
  let byLocale = localized.get(tree);
  if (!byLocale) {
    byLocale = new Map();
    localized.set(tree, byLocale);
  }
  const hit = byLocale.get(locale);
  if (hit) return hit;
  const names = translationsOf.get(tree);
  const copies = new Map<number, Category>();
  const copy = (c: Category): Category => {
    const known = copies.get(c.id);
    if (known) return known;
    const made = { ...c, name: localName(c.name, names?.get(c.id), locale), childes: c.childes.map(copy) };
    copies.set(c.id, made);
    return made;
  };
  for (const c of tree.values()) copy(c);
  byLocale.set(locale, copies);
  return copies;
}

/** Categories of another answer (suggestions, a store's shelves) with their names in `locale`. */
export async function localizeCategoryNames<T extends { id: number; name: string }>(
  db: Database,
  list: T[],
  locale: Locale,
): Promise<T[]> {
  if (locale === 'en' || list.length === 0) return list;
  const tree = await localizedCategoryTree(db, locale);
  return list.map((c) => {
    const name = tree.get(c.id)?.name;
    return name && name !== c.name ? { ...c, name } : c;
  });
}

/** Drops the tree read for `db`: its next reader reads it again. */
export function forgetCategoryTree(db: Database) {
  trees.get(db)?.clear();
}

/** At most this many categories of a subtree are read branch by branch; larger ones use category_path. */
const MAX_BRANCHES = 64;

/**
 * A category and its descendants, for listing its items (decision 202): one id means a leaf (read
 * by category_id on its own indexes); none means unknown or too large a subtree (read through
 * category_path).
 */
export async function categorySubtree(db: Database, id: number): Promise<number[]> {
  const category = (await categoryTree(db)).get(id);
  if (!category) return [];
  const ids: number[] = [];
  const walk = (c: Category) => {
    ids.push(c.id);
    c.childes.forEach(walk);
  };
  walk(category);
  return ids.length <= MAX_BRANCHES ? ids : [];
}
