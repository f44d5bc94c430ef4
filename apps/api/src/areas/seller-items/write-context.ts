import { type FieldProblem, LOW_STOCK_THRESHOLD, pakistanDate } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { categoryTree } from '../../catalogue/category-tree';
import type { Database } from '../../db/client';
import { addOns, settings, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { WriteContext } from './item-writes';

/** What a store's item writes are judged against, read fresh for each request. */
export async function writeContext(db: Database, storeId: number): Promise<WriteContext> {
  const [[store], offered, tree] = await Promise.all([
    db.select({ moduleId: stores.moduleId }).from(stores).where(eq(stores.id, storeId)),
    db.select({ id: addOns.id }).from(addOns).where(eq(addOns.storeId, storeId)),
    categoryTree(db),
  ]);
  return {
    storeId,
    storeModuleId: store?.moduleId ?? null,
    today: pakistanDate(new Date()),
    tree,
    addOnIds: new Set(offered.map((a) => a.id)),
  };
}

/** Problems of a form, each under its field (403, as every validation failure answers). */
export const refused = (problems: readonly FieldProblem[]) =>
  new AppError(
    403,
    problems.map((p) => ({ code: p.field, ...p.message })),
  );

/**
 * At or under this stock an item is low: the market's `low_stock_threshold` setting (JSON, a whole
 * number, 0 or more) when the operator set one, else LOW_STOCK_THRESHOLD.
 */
export async function lowStockThreshold(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'low_stock_threshold'));
  let n: unknown;
  try {
    n = row ? JSON.parse(row.value) : undefined; // settings hold JSON text
  } catch {}
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : LOW_STOCK_THRESHOLD;
}
