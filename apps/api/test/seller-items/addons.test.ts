import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items } from '../../src/db/schema';
import { OTHER_SELLER, SELLER, staffToken } from '../staff/staff-support';
import { bearer } from '../support/accounts';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { categoryChoices, courierToken, fieldsOf, send } from './seller-items-support';

// Issue 36, item 4: a store's add-ons (vendor/addon/*), offered by its items.

describe('vendor/addon/*', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let wrapId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [token, other] = await Promise.all([staffToken(t, SELLER), staffToken(t, OTHER_SELLER)]);
  });
  afterAll(() => t.close());

  it('adds, lists and changes an add-on', async () => {
    const made = await send(t, 'POST', '/api/v1/vendor/addon/store', token, {
      name: 'Gift wrap',
      price: '120',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      message: 'Add-on created successfully',
      add_on: { name: 'Gift wrap', price: 120, active: true },
    });
    wrapId = made.json().add_on.id;
    const changed = await send(t, 'PUT', `/api/v1/vendor/addon/update/${wrapId}`, token, {
      name: 'Gift box',
      price: 200,
      active: 0,
    });
    expect(changed.json()).toMatchObject({
      message: 'Add-on updated successfully',
      add_on: { name: 'Gift box', price: 200, active: false },
    });
    const list = await t.app.inject({ url: '/api/v1/vendor/addon/list', headers: bearer(token) });
    expect(list.json().add_ons).toContainEqual({ id: wrapId, name: 'Gift box', price: 200, active: false });
    const theirs = await t.app.inject({ url: '/api/v1/vendor/addon/list', headers: bearer(other) });
    expect(theirs.json().add_ons.map((a: { id: number }) => a.id)).not.toContain(wrapId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'add_on'), eq(auditLog.entityId, String(wrapId))));
    expect(audits.map((a) => a.action)).toEqual(['addon.create', 'addon.update']);
  });

  it('refuses a nameless or negative add-on, and another store’s is 404', async () => {
    const bad = await send(t, 'POST', '/api/v1/vendor/addon/store', token, { name: ' ', price: -5 });
    expect(bad.statusCode).toBe(403);
    expect(fieldsOf(bad.body)).toEqual({
      name: 'Enter the add-on name',
      price: 'Price must be a whole number of rupees, 0 or more',
    });
    expect(
      (await send(t, 'PUT', `/api/v1/vendor/addon/update/${wrapId}`, other, { name: 'x', price: 1 }))
        .statusCode,
    ).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor/addon/delete/${wrapId}`,
      headers: bearer(other),
    });
    expect(del.statusCode).toBe(404);
    const customer = await quickCustomer(t.db);
    expect(
      (await t.app.inject({ url: '/api/v1/vendor/addon/list', headers: bearer(customer.token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/vendor/addon/list', headers: bearer(await courierToken(t)) }))
        .statusCode,
    ).toBe(403);
  });

  it('deleting an add-on takes it off the items that offered it', async () => {
    const leaf = (await categoryChoices(t, token)).leaf.id;
    const made = await send(t, 'POST', '/api/v1/vendor/addon/store', token, {
      name: 'Extra sauce',
      price: 50,
    });
    const sauce = made.json().add_on.id;
    const item = await send(t, 'POST', '/api/v1/vendor/item/store', token, {
      name: 'Chicken Karahi Kit',
      category_id: leaf,
      price: 900,
      add_on_ids: [wrapId, sauce],
    });
    expect(item.statusCode, item.body).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vendor/addon/delete/${sauce}`,
      headers: bearer(token),
    });
    expect(res.json()).toEqual({ message: 'Add-on deleted successfully' });
    const [row] = await t.db
      .select({ ids: items.addOnIds })
      .from(items)
      .where(eq(items.id, item.json().item.id));
    expect(row!.ids).toEqual([wrapId]);
  });
});
