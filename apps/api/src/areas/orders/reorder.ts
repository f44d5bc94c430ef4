import type { Reorder, ReorderLine } from '@bazaar/contract';
import { type Locale, MAX_LINE_QUANTITY, t } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { loadCartProducts } from '../../catalogue/cart-products';
import type { Database } from '../../db/client';
import { orderDetails, orders } from '../../db/schema';
import { AppError } from '../../platform/errors';

type Notice = Reorder['skipped'][number];
type Choice = { name: string; values: string[] };

/**
 * The choices a line was bought with, when its snapshot kept them (`item_details.choices`, by group name
 * and option labels or `{label}` objects); anything else is left out and the cart asks again.
 */
function snapshotChoices(details: Record<string, unknown>): Choice[] | undefined {
  const raw = details.choices;
  if (!Array.isArray(raw)) return undefined;
  const choices: Choice[] = [];
  for (const group of raw) {
    if (typeof group !== 'object' || group === null) continue;
    const { name, values } = group as { name?: unknown; values?: unknown };
    if (typeof name !== 'string' || !Array.isArray(values)) continue;
    const labels = values.flatMap((v) =>
      typeof v === 'string' ? [v] : typeof v?.label === 'string' ? [v.label as string] : [],
    );
    if (labels.length > 0) choices.push({ name, values: labels });
  }
  return choices.length > 0 ? choices : undefined;
}

/**
 * What of one of the customer's orders can go back in the cart (it answers; the cart is not changed).
 * Campaign lines are skipped (spec §5: a campaign item can not be reordered), so are lines of items
 * that are gone, inactive or in an inactive store, of a variation no longer sold, or sold out. A
 * quantity above today's stock is lowered to it; the stock of one item (or variation) is shared by the
 * lines that take from it. Add-ons no longer offered are dropped from the line.
 */
export async function reorder(
  db: Database,
  userId: number,
  orderId: number,
  locale: Locale,
): Promise<Reorder> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw AppError.notFound('order');
  const lines = await db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(orderDetails.id);
  const products = await loadCartProducts(
    db,
    lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])),
  );

  const cart: ReorderLine[] = [];
  const skipped: Notice[] = [];
  const adjusted: Notice[] = [];
  const skip = (itemId: number | null, code: string, message: string) =>
    skipped.push({ item_id: itemId, code, message });
  /** Units already put back per stock row (item, or item and variation). */
  const taken = new Map<string, number>();

  for (const line of lines) {
    if (line.itemCampaignId !== null) {
      skip(line.itemId, 'campaign_item', t('order.campaign_reorder', {}, locale));
      continue;
    }
    const product = line.itemId === null ? undefined : products.get(line.itemId);
    if (!product?.available || line.itemId === null) {
      skip(line.itemId, 'item_unavailable', t('order.item_unavailable', {}, locale));
      continue;
    }
    const variant = line.variant?.trim() ?? '';
    const variations = product.variations ?? [];
    const variation = variant ? variations.find((v) => v.type === variant) : undefined;
    if ((variant && !variation) || (!variant && variations.length > 0)) {
      skip(line.itemId, 'variation_unavailable', t('cart.variation_unavailable', {}, locale));
      continue;
    }
    const row = `${line.itemId}:${variant}`;
    const available = (variation?.stock ?? product.stock) - (taken.get(row) ?? 0);
    if (available <= 0) {
      skip(line.itemId, 'out_of_stock', t('stock.out_of_stock', {}, locale));
      continue;
    }
    const quantity = Math.min(line.quantity, available, MAX_LINE_QUANTITY);
    if (quantity < line.quantity) {
      adjusted.push({
        item_id: line.itemId,
        code: 'quantity_lowered',
        message: t('stock.only_n_available', { n: quantity }, locale),
      });
    }
    taken.set(row, (taken.get(row) ?? 0) + quantity);

    const offered = new Set((product.add_ons ?? []).map((a) => a.id));
    const addOns = line.addOns.filter((a) => offered.has(a.id));
    if (addOns.length < line.addOns.length) {
      adjusted.push({
        item_id: line.itemId,
        code: 'add_on_unavailable',
        message: t('cart.add_on_unavailable', {}, locale),
      });
    }
    const choices = snapshotChoices(line.itemDetails);
    cart.push({
      item_id: line.itemId,
      quantity,
      price: line.price,
      ...(variant && { variant }),
      ...(choices && { choices }),
      ...(addOns.length > 0 && {
        add_on_ids: addOns.map((a) => a.id),
        add_on_qtys: addOns.map((a) => Math.max(1, a.quantity)),
      }),
    });
  }
  return { cart, skipped, adjusted };
}
