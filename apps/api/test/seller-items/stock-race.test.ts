import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { insertStaff } from '../../src/auth/staff-accounts';
import { auditLog, itemVariations, orderDetails } from '../../src/db/schema';
import { SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { bearer, uniqueEmail } from '../support/accounts';
import { alwaysOpen, orderBody, place, quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { categoryChoices, send } from './seller-items-support';

/*
 * The race the issue names: two sellers of one store restock one combination while 50 buyers order
 * it. Stock never goes negative, and it is conserved: what was there, plus every restock a seller was
 * told succeeded, less every unit a buyer was told is theirs, is what is left.
 */
const START = 20;
const BUYERS = 50;
const RESTOCKS_EACH = 8;
const RESTOCK = 2;

describe('two sellers restock while 50 buyers order the same combination', () => {
  let t: TestApp;
  let sellers: string[];
  let itemId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const storeId = await storeIdOf(t.db, SELLER.slug);
    await alwaysOpen(t.db, storeId);
    const second = await insertStaff(t.db, {
      name: 'Second Seller',
      email: uniqueEmail('second.seller'),
      passwordHash: 'x',
      role: 'seller',
      storeId,
    });
    sellers = [await staffToken(t, SELLER), await createStaffSession(t.db, second.id)];
    const { leaf } = await categoryChoices(t, sellers[0]!);
    const made = await send(t, 'POST', '/api/v1/vendor/item/store', sellers[0]!, {
      name: 'Khaddar Shalwar Kameez',
      category_id: leaf.id,
      price: 3200,
      choice_options: [
        { title: 'Size', options: ['M', 'L'] },
        { title: 'Colour', options: ['Black', 'White'] },
      ],
      variations: ['M-Black', 'M-White', 'L-Black', 'L-White'].map((type) => ({
        type,
        price: 3200,
        stock: type === 'M-Black' ? START : 5,
      })),
    });
    expect(made.statusCode, made.body).toBe(200);
    itemId = made.json().item.id;
  });
  afterAll(() => t.close());

  const comboStock = async () => {
    const [row] = await t.db
      .select({ stock: itemVariations.stock })
      .from(itemVariations)
      .where(and(eq(itemVariations.itemId, itemId), eq(itemVariations.type, 'M-Black')));
    return row!.stock;
  };

  /** A seller's restock as a panel does it: read what is there, add to it only if it is still that. */
  async function restock(token: string) {
    let done = 0;
    for (let i = 0; i < RESTOCKS_EACH; i++) {
      const seen = await t.app.inject({
        url: `/api/v1/vendor/item/details/${itemId}`,
        headers: bearer(token),
      });
      const now = seen.json().variations.find((v: { type: string }) => v.type === 'M-Black').stock;
      const res = await send(t, 'PUT', '/api/v1/vendor/item/stock-update', token, {
        id: itemId,
        variation_type: 'M-Black',
        stock: now + RESTOCK,
        previous_stock: now,
      });
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 200) done++;
    }
    return done;
  }

  it('never goes negative, and every unit is accounted for', async () => {
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => quickCustomer(t.db)));
    const { body } = await orderBody(t.db, [{ item_id: itemId, quantity: 1, variant: 'M-Black' }]);
    const [orders, ...restocks] = await Promise.all([
      Promise.all(buyers.map((b) => place(t, b.headers, body))),
      ...sellers.map((token) => restock(token)),
    ]);
    expect(orders.some((r) => r.statusCode >= 500)).toBe(false);
    const placed = orders.filter((r) => r.statusCode === 200).length;
    for (const refused of orders.filter((r) => r.statusCode !== 200)) expect(refused.statusCode).toBe(403);
    const restocked = restocks.reduce((sum, n) => sum + n, 0) * RESTOCK;

    const left = await comboStock();
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left).toBe(START + restocked - placed);
    const [sold] = await t.db
      .select({ n: sql<number>`coalesce(sum(${orderDetails.quantity}), 0)::int` })
      .from(orderDetails)
      .where(and(eq(orderDetails.itemId, itemId), eq(orderDetails.variant, 'M-Black')));
    expect(sold!.n).toBe(placed);
    // Each restock a seller was told of is in the audit log; the refused ones are not.
    const [audited] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'item'),
          eq(auditLog.entityId, String(itemId)),
          sql`${auditLog.action} like '%stock%'`,
        ),
      );
    expect(audited!.n).toBe(restocked / RESTOCK);
    console.info(`stock race: ${placed} orders placed, ${restocked} units restocked, ${left} left`);
  });
});
