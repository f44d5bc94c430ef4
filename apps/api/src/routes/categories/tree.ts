import type { Category } from '@bazaar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, items } from '../../db/schema';

type Row = { id: number; name: string; slug: string; image: string | null; parentId: number | null; position: number };

/**
 * All active categories with product counts in two queries, assembled into a tree in memory
 * (a market has hundreds of categories, not millions).
 */
export async function loadCategoryTree(db: Database): Promise<Map<number, Category>> {
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        image: categories.image,
        parentId: categories.parentId,
        position: categories.position,
      })
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
    products_count: count,
    childes: [],
  };
}
