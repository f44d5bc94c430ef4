import { endpoints } from '@bazaar/contract';
import { pakistanDate } from '@bazaar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import type { Tx } from '../../commerce/tx';
import { itemDiscountPlans, items, itemVariations } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { itemNotFound } from './item-routes';
import { inputOf, sellerItem, toVendorItem } from './item-rows';
import { keepVariationStockSum } from './item-writes';

/** Switching an item on or off, deleting it, and setting its stock: each one row, locked, audited. */
export function itemStateRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorItemStatus, async ({ body, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    const active = body.status === 1;
    await db.transaction(async (tx) => {
      const row = await sellerItem(tx, storeId, body.id, true);
      if (!row) throw itemNotFound();
      await tx.update(items).set({ active, updatedAt: new Date() }).where(eq(items.id, body.id));
      await recordAudit(tx, staff, {
        action: 'item.status',
        entity: 'item',
        entityId: body.id,
        before: { active: row.item.active },
        after: { active },
      });
    });
    const row = await sellerItem(db, storeId, body.id);
    return {
      message: say(req, 'items.status_updated'),
      item: await toVendorItem(db, row!, pakistanDate(new Date())),
    };
  });

  // Soft: orders name the item (order_details.item_id), so the row stays, switched off for good and
  // gone from the seller's lists and every route here (decision 409).
  registerEndpoint(app, endpoints.vendorItemDelete, async ({ params, req }) => {
    const staff = currentStaff(req);
    await db.transaction(async (tx) => {
      const row = await sellerItem(tx, staff.storeId!, params.id, true);
      if (!row) throw itemNotFound();
      await tx
        .update(items)
        .set({ active: false, deletedAt: new Date(), updatedAt: new Date() })
        .where(eq(items.id, params.id));
      await tx.delete(itemDiscountPlans).where(eq(itemDiscountPlans.itemId, params.id));
      await recordAudit(tx, staff, {
        action: 'item.delete',
        entity: 'item',
        entityId: params.id,
        before: inputOf(row, pakistanDate(new Date())),
      });
    });
    return { message: say(req, 'items.deleted') };
  });

  registerEndpoint(app, endpoints.vendorItemStock, async ({ body, req }) => {
    const staff = currentStaff(req);
    const change = await db.transaction(async (tx) => {
      // The item row first, then the combination: the order every item change locks them in.
      const row = await sellerItem(tx, staff.storeId!, body.id, true);
      if (!row) throw itemNotFound();
      const live = row.variations.filter((v) => !v.retired);
      const type = body.variation_type ?? null;
      if (live.length > 0 && type === null)
        throw AppError.field('variation_type', 'items.variation_required');
      const variation = type === null ? null : live.find((v) => v.type === type);
      if (type !== null && !variation)
        throw AppError.field('variation_type', 'items.variation_not_found', { type });
      const before = variation ? variation.stock : row.item.stock;
      const refusedAt = await setStock(
        tx,
        variation ? { variationId: variation.id } : { itemId: row.item.id },
        body,
      );
      if (refusedAt !== null) throw AppError.of(409, 'stock', 'items.stock_changed', { n: refusedAt });
      if (variation) await keepVariationStockSum(tx, [row.item.id]);
      const [{ itemStock }] = (await tx
        .select({ itemStock: items.stock })
        .from(items)
        .where(eq(items.id, row.item.id))) as [{ itemStock: number }];
      await recordAudit(tx, staff, {
        action: 'item.stock',
        entity: 'item',
        entityId: row.item.id,
        before: { variation_type: type, stock: before },
        after: { variation_type: type, stock: body.stock },
      });
      return { type, itemStock };
    });
    return {
      message: say(req, 'items.stock_updated'),
      id: body.id,
      variation_type: change.type,
      stock: body.stock,
      item_stock: change.itemStock,
    };
  });
}

/**
 * Sets a stock row, only if it still holds `previous_stock` when that is given: an order that took
 * units since the seller looked is never written over. Answers null when set, else the stock it holds.
 */
async function setStock(
  tx: Tx,
  row: { itemId: number } | { variationId: number },
  body: { stock: number; previous_stock?: number | undefined },
): Promise<number | null> {
  const table = 'variationId' in row ? itemVariations : items;
  const id = 'variationId' in row ? row.variationId : row.itemId;
  const unchanged = body.previous_stock === undefined ? sql`true` : eq(table.stock, body.previous_stock);
  const done = await tx
    .update(table)
    .set({ stock: body.stock, ...('itemId' in row && { updatedAt: new Date() }) })
    .where(and(eq(table.id, id), unchanged))
    .returning({ id: table.id });
  if (done.length > 0) return null;
  const [now] = await tx.select({ stock: table.stock }).from(table).where(eq(table.id, id));
  return now?.stock ?? 0;
}
