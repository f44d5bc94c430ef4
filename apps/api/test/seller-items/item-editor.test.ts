import { pakistanDate } from '@bazaar/domain';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns, auditLog, itemDiscountPlans, items, itemVariations } from '../../src/db/schema';
import { OTHER_SELLER, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { bearer } from '../support/accounts';
import { quickCustomer } from '../support/checkout';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { categoryChoices, courierToken, fieldsOf, send, type Upload } from './seller-items-support';

// Issue 36, item 4: a seller adds and edits items — texts per language, a leaf category, price,
// a dated discount, 2×2 variations with their own price and stock, an add-on, pictures — and only
// their own store's.

const png = async (colour: string): Promise<Upload> => ({
  name: 'photo.png',
  type: 'image/png',
  data: await sharp({ create: { width: 80, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});
const day = (offset: number) => pakistanDate(Date.now() + offset * 86_400_000);

describe('vendor/item/store and vendor/item/update', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let storeId: number;
  let leaf: number;
  let parent: number;
  let addOnId: number;
  let shirt: { id: number; images: string[]; image: string | null };

  const shirtFields = () => ({
    name: 'Lawn Kurta',
    description: 'Printed lawn, stitched.',
    translations: { ur: { name: 'لان کرتا', description: 'پرنٹڈ لان، سلا ہوا۔' } },
    category_id: leaf,
    price: 2500,
    discount: 10,
    discount_type: 'percent',
    discount_start: day(2),
    discount_end: day(9),
    tax: 5,
    maximum_cart_quantity: 3,
    weight: 0.4,
    length: 30,
    width: 25,
    height: 3,
    tags: 'lawn, Summer',
    add_on_ids: [addOnId],
    choice_options: [
      { title: 'Size', options: ['S', 'M'] },
      { title: 'Colour', options: ['Red', 'Blue'] },
    ],
    variations: [
      { type: 'S-Red', price: 2500, stock: 3 },
      { type: 'S-Blue', price: 2500, stock: 4 },
      { type: 'M-Red', price: 2600, stock: 5 },
      { type: 'M-Blue', price: 2600, stock: 6 },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [token, other] = await Promise.all([staffToken(t, SELLER), staffToken(t, OTHER_SELLER)]);
    storeId = await storeIdOf(t.db, SELLER.slug);
    const choices = await categoryChoices(t, token);
    leaf = choices.leaf.id;
    parent = choices.parent.id;
    const [made] = await t.db.insert(addOns).values({ storeId, name: 'Gift wrap', price: 150 }).returning();
    addOnId = made!.id;
  });
  afterAll(() => t.close());

  it('creates an item with 2×2 variations, two pictures, texts in Urdu and a discount that starts later', async () => {
    const res = await send(t, 'POST', '/api/v1/vendor/item/store', token, shirtFields(), [
      { field: 'images', file: await png('#b91c1c') },
      { field: 'images', file: await png('#1d4ed8') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { message, item } = res.json();
    expect(message).toBe('Item created successfully');
    shirt = item;
    expect(item).toMatchObject({
      name: 'Lawn Kurta',
      translations: { ur: { name: 'لان کرتا', description: 'پرنٹڈ لان، سلا ہوا۔' } },
      category_id: leaf,
      category_ids: [
        { id: parent, position: 1 },
        { id: leaf, position: 2 },
      ],
      price: 2500,
      discount: 10,
      discount_start: day(2),
      discount_end: day(9),
      // Not yet: the discount's first day is the day after tomorrow.
      discount_now: { discount: 0, discount_type: 'percent' },
      stock: 18,
      maximum_cart_quantity: 3,
      tags: ['lawn', 'summer'],
      add_on_ids: [addOnId],
      add_ons: [{ id: addOnId, name: 'Gift wrap', price: 150 }],
      choice_options: [
        { name: 'choice_1', title: 'Size', options: ['S', 'M'] },
        { name: 'choice_2', title: 'Colour', options: ['Red', 'Blue'] },
      ],
      active: true,
    });
    expect(item.variations.map((v: { type: string }) => v.type)).toEqual([
      'S-Red',
      'S-Blue',
      'M-Red',
      'M-Blue',
    ]);
    expect(item.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(item.images).toHaveLength(1);

    // Shoppers see it at once, with the types the product page and the cart read.
    const shown = await t.app.inject({ url: `/api/v1/items/details/${item.id}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ price: 2500, discount: 0, stock: 18, store_id: storeId });
    expect(shown.json().variations).toContainEqual({ type: 'M-Red', price: 2600, stock: 5 });

    const [plan] = await t.db.select().from(itemDiscountPlans).where(eq(itemDiscountPlans.itemId, item.id));
    expect(plan).toMatchObject({ discount: 10, startsOn: day(2), endsOn: day(9), applied: false });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'item'), eq(auditLog.entityId, String(item.id))));
    expect(audit).toMatchObject({ action: 'item.create', actorRole: 'seller', storeId });
    expect(audit!.after).toMatchObject({ name: 'Lawn Kurta', price: 2500 });
  });

  it('an edit changes only what it sends, and is audited before and after', async () => {
    const res = await send(t, 'PUT', `/api/v1/vendor/item/update/${shirt.id}`, token, { price: 2700 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Item updated successfully');
    expect(res.json().item).toMatchObject({
      price: 2700,
      name: 'Lawn Kurta',
      stock: 18,
      tags: ['lawn', 'summer'],
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.update'), eq(auditLog.entityId, String(shirt.id))))
      .orderBy(desc(auditLog.id));
    expect(audit!.before).toMatchObject({ price: 2500 });
    expect(audit!.after).toMatchObject({ price: 2700 });
  });

  it('changing the options keeps the stock of combinations that stay; an ordered one that goes is retired', async () => {
    const customer = await quickCustomer(t.db);
    const [mBlue] = await t.db
      .select()
      .from(itemVariations)
      .where(and(eq(itemVariations.itemId, shirt.id), eq(itemVariations.type, 'M-Blue')));
    const [sRed] = await t.db
      .select()
      .from(itemVariations)
      .where(and(eq(itemVariations.itemId, shirt.id), eq(itemVariations.type, 'S-Red')));
    // An order took one S-Red (3 → 2) and names M-Blue, after the seller opened the editor.
    await insertOrder(t.db, {
      userId: customer.id,
      lines: [
        { itemId: shirt.id, variationId: sRed!.id, quantity: 1 },
        { itemId: shirt.id, variationId: mBlue!.id, quantity: 1 },
      ],
    });
    const res = await send(t, 'PUT', `/api/v1/vendor/item/update/${shirt.id}`, token, {
      choice_options: [
        { title: 'Size', options: ['S'] },
        { title: 'Colour', options: ['Red', 'Blue', 'Green'] },
      ],
      variations: [
        { type: 'S-Red', price: 2700 },
        { type: 'S-Blue', price: 2700 },
        { type: 'S-Green', price: 2800, stock: 9 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.variations).toEqual([
      { type: 'S-Red', price: 2700, stock: 2 },
      { type: 'S-Blue', price: 2700, stock: 4 },
      { type: 'S-Green', price: 2800, stock: 9 },
    ]);
    expect(res.json().item.stock).toBe(15);
    const rows = await t.db.select().from(itemVariations).where(eq(itemVariations.itemId, shirt.id));
    // S-Red kept its id; M-Blue (ordered) is kept, retired, out of stock; M-Red (never ordered) is gone.
    expect(rows.find((v) => v.type === 'S-Red')!.id).toBe(sRed!.id);
    expect(rows.find((v) => v.type === 'M-Blue')).toMatchObject({ id: mBlue!.id, retired: true, stock: 0 });
    expect(rows.find((v) => v.type === 'M-Red')).toBeUndefined();
    const shown = await t.app.inject({ url: `/api/v1/items/details/${shirt.id}` });
    expect(shown.json().variations.map((v: { type: string }) => v.type)).toEqual([
      'S-Red',
      'S-Blue',
      'S-Green',
    ]);
  });

  it('keep_images orders the pictures that stay; new ones follow', async () => {
    const before = [shirt.image!, ...shirt.images];
    const res = await send(
      t,
      'PUT',
      `/api/v1/vendor/item/update/${shirt.id}`,
      token,
      { keep_images: [before[1], before[0]] },
      [{ field: 'images', file: await png('#15803d') }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const { image, images } = res.json().item;
    expect(image).toBe(before[1]);
    expect(images[0]).toBe(before[0]);
    expect(images[1]).toMatch(/^[0-9a-f]{32}\.webp$/);
    const wrong = await send(t, 'PUT', `/api/v1/vendor/item/update/${shirt.id}`, token, {
      keep_images: ['../../etc/passwd'],
    });
    expect(wrong.statusCode).toBe(403);
    expect(Object.keys(fieldsOf(wrong.body))).toEqual(['keep_images']);
  });

  it('refuses a bad item with every problem under its field, in the request’s language', async () => {
    const res = await send(
      t,
      'POST',
      '/api/v1/vendor/item/store',
      token,
      {
        ...shirtFields(),
        price: 1000,
        discount: 1200,
        discount_type: 'amount',
        maximum_cart_quantity: 0,
        discount_start: day(5),
        discount_end: day(3),
        variations: shirtFields().variations.slice(1),
      },
      [],
    );
    expect(res.statusCode).toBe(403);
    expect(fieldsOf(res.body)).toEqual({
      maximum_cart_quantity: 'Maximum per order must be at least 1',
      variations: 'Give a price for S-Red',
      discount: 'The discount can not be more than the price (1000)',
      discount_end: 'The discount can not end before it starts',
    });
    const urdu = await send(t, 'POST', '/api/v1/vendor/item/store', token, { name: '' }, [], {
      'x-localization': 'ur',
    });
    expect(urdu.statusCode).toBe(403);
    expect(fieldsOf(urdu.body)).toEqual({ name: 'آئٹم کا نام لکھیں' });
    const missing = await send(t, 'POST', '/api/v1/vendor/item/store', token, { description: 'no name' });
    expect(Object.keys(fieldsOf(missing.body))).toEqual(['name', 'category_id', 'price']);
  });

  it('files items only in a leaf category, and offers only the store’s own add-ons', async () => {
    const [theirs] = await t.db
      .insert(addOns)
      .values({ storeId: await storeIdOf(t.db, OTHER_SELLER.slug), name: 'Screen guard', price: 300 })
      .returning();
    const res = await send(t, 'POST', '/api/v1/vendor/item/store', token, {
      name: 'Kettle',
      price: 3000,
      category_id: parent,
      add_on_ids: [theirs!.id],
    });
    expect(res.statusCode).toBe(403);
    expect(fieldsOf(res.body)).toEqual({
      category_id: 'Choose a category without sub-categories',
      add_on_ids: `Add-on ${theirs!.id} is not one of your store's add-ons`,
    });
  });

  it.each([
    [
      'a text file named .png',
      { name: 'x.png', type: 'image/png', data: new TextEncoder().encode('hello, not a picture') },
      'Only image files are allowed',
    ],
    [
      'an SVG with a script',
      {
        name: 'x.svg',
        type: 'image/svg+xml',
        data: new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
      'Only image files are allowed',
    ],
    [
      'a picture over 2 MB',
      { name: 'big.png', type: 'image/png', data: new Uint8Array(2 * 1024 * 1024 + 1) },
      'Each image must be at most 2 MB',
    ],
  ])('refuses %s and writes nothing', async (_, file, message) => {
    const before = await t.db.$count(items, eq(items.storeId, storeId));
    const res = await send(
      t,
      'POST',
      '/api/v1/vendor/item/store',
      token,
      { name: 'Bad picture', price: 10, category_id: leaf },
      [{ field: 'images', file }],
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(fieldsOf(res.body)).toEqual({ images: message });
    expect(await t.db.$count(items, eq(items.storeId, storeId))).toBe(before);
  });

  it('another store’s item answers 404, as a missing one; a customer’s token 401; a courier’s 403', async () => {
    for (const res of [
      await t.app.inject({ url: `/api/v1/vendor/item/details/${shirt.id}`, headers: bearer(other) }),
      await send(t, 'PUT', `/api/v1/vendor/item/update/${shirt.id}`, other, { price: 1 }),
      await send(t, 'PUT', '/api/v1/vendor/item/update/2000000000', token, { price: 1 }),
    ])
      expect(res.statusCode, res.body).toBe(404);
    const customer = await quickCustomer(t.db);
    const asCustomer = await send(t, 'POST', '/api/v1/vendor/item/store', customer.token, shirtFields());
    expect(asCustomer.statusCode).toBe(401);
    const asCourier = await send(
      t,
      'POST',
      '/api/v1/vendor/item/store',
      await courierToken(t),
      shirtFields(),
    );
    expect(asCourier.statusCode).toBe(403);
    const [unchanged] = await t.db.select({ price: items.price }).from(items).where(eq(items.id, shirt.id));
    expect(unchanged!.price).toBe(2700);
  });
});
