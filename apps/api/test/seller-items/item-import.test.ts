import { ITEM_CSV_COLUMNS } from '@bazaar/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items } from '../../src/db/schema';
import { OTHER_SELLER, SELLER, staffToken, storeIdOf, storeItem } from '../staff/staff-support';
import { bearer } from '../support/accounts';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { categoryChoices, courierToken, fieldsOf, form, send } from './seller-items-support';

// Issue 36, item 4: bulk import and export as CSV. All or nothing, with a problem per row and column
// in the request's language; an export imports back unchanged.

describe('vendor/item/bulk-export and bulk-import', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let storeId: number;
  let leaf: number;
  let parent: number;

  const exportCsv = async (who = token) => {
    const res = await t.app.inject({ url: '/api/v1/vendor/item/bulk-export', headers: bearer(who) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return res.body;
  };
  const importCsv = async (csv: string, query = '', headers: Record<string, string> = {}, who = token) => {
    const body = await form({}, [
      { field: 'file', file: { name: 'items.csv', type: 'text/csv', data: new TextEncoder().encode(csv) } },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/item/bulk-import${query}`,
      headers: { ...bearer(who), ...body.headers, ...headers },
      payload: body.payload,
    });
  };
  const csvOf = (rows: Record<string, string>[]) =>
    stringify(rows, { header: true, columns: [...new Set(rows.flatMap((r) => Object.keys(r)))] });
  const storeCount = () => t.db.$count(items, and(eq(items.storeId, storeId), isNull(items.deletedAt)));

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    [token, other] = await Promise.all([staffToken(t, SELLER), staffToken(t, OTHER_SELLER)]);
    storeId = await storeIdOf(t.db, SELLER.slug);
    const choices = await categoryChoices(t, token);
    leaf = choices.leaf.id;
    parent = choices.parent.id;
    const res = await send(t, 'POST', '/api/v1/vendor/item/store', token, {
      name: '=HYPERLINK("http://evil.example") Shalwar',
      description: 'Line one,\n"quoted" line two',
      translations: { ur: { name: 'شلوار' }, ar: { description: 'سروال' } },
      category_id: leaf,
      price: 1800,
      discount: 100,
      discount_type: 'amount',
      discount_end: '2099-12-31',
      tags: 'cotton, eid',
      choice_options: [
        { title: 'Size', options: ['M', 'L'] },
        { title: 'Colour', options: ['White', 'Black'] },
      ],
      variations: [
        { type: 'M-White', price: 1800, stock: 4 },
        { type: 'M-Black', price: 1800, stock: 0 },
        { type: 'L-White', price: 1900, stock: 2 },
        { type: 'L-Black', price: 1900, stock: 7 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  it('an export imports back unchanged, in one audit row', async () => {
    const first = await exportCsv();
    expect(first.startsWith('\ufeffid,name,description,name_ur')).toBe(true);
    const rows = parse(first, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await storeCount());
    const shalwar = rows.find((r) => r.name_ur === 'شلوار')!;
    // A formula is written as text, and read back as the name it is.
    expect(shalwar.name).toBe(`'=HYPERLINK("http://evil.example") Shalwar`);
    expect(JSON.parse(shalwar.variations!)).toContainEqual({ type: 'L-Black', price: 1900, stock: 7 });

    const res = await importCsv(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Imported: 0 new items, ${rows.length} updated`,
      status: 'imported',
      rows: rows.length,
      created: 0,
      updated: rows.length,
    });
    expect(await exportCsv()).toBe(first);
    const [shown] = await t.db
      .select({ name: items.name })
      .from(items)
      .where(eq(items.id, Number(shalwar.id)));
    expect(shown!.name).toBe('=HYPERLINK("http://evil.example") Shalwar');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'item.import'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      storeId,
      after: { file: 'items.csv', rows: rows.length, created: 0, updated: rows.length },
    });
  });

  it('adds rows without an id and changes rows with one; the new items are found at once', async () => {
    const existing = await storeItem(t.db, storeId);
    const before = await storeCount();
    const res = await importCsv(
      csvOf([
        {
          id: '',
          name: 'Quokkaberry Jam 450g',
          category_id: String(leaf),
          price: '650',
          stock: '40',
          tags: 'jam',
        },
        {
          id: '',
          name: 'Quokkaberry Jam 900g',
          category_id: String(leaf),
          price: '1200',
          stock: '0',
          tags: '',
        },
        {
          id: String(existing.id),
          name: existing.name,
          category_id: String(existing.categoryId),
          price: '999',
          stock: '3',
          tags: '',
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'imported', rows: 3, created: 2, updated: 1 });
    expect(await storeCount()).toBe(before + 2);
    const [changed] = await t.db.select().from(items).where(eq(items.id, existing.id));
    // Only the columns the file has changed; the rest (description, pictures…) is kept.
    expect(changed).toMatchObject({
      price: 999,
      stock: 3,
      description: existing.description,
      image: existing.image,
    });
    const found = await t.app.inject({ url: '/api/v1/items/search?name=quokkaberry' });
    expect(
      found
        .json()
        .products.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Quokkaberry Jam 450g', 'Quokkaberry Jam 900g']);
  });

  it('a file with bad rows imports nothing and names each problem by row and column, in Urdu when asked', async () => {
    const theirs = await storeItem(t.db, await storeIdOf(t.db, OTHER_SELLER.slug));
    const before = await storeCount();
    const csv = csvOf([
      { id: '', name: 'Wombatfruit Chutney', category_id: String(leaf), price: '300', discount: '' },
      { id: '', name: 'Wombatfruit Pickle', category_id: String(leaf), price: 'abc', discount: '' },
      { id: '', name: 'Wombatfruit Syrup', category_id: String(parent), price: '500', discount: '150' },
      { id: String(theirs.id), name: 'Not mine', category_id: String(leaf), price: '10', discount: '' },
    ]);
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(403);
    expect(fieldsOf(res.body)).toEqual({
      file: 'Nothing was imported: 3 rows have errors',
      'row.3.price': 'Price must be a whole number of rupees, 0 or more',
      'row.4.discount': 'A percent discount can not be more than 100',
      'row.4.category_id': 'Choose a category without sub-categories',
      'row.5.id': `Your store has no item ${theirs.id}`,
    });
    expect(await storeCount()).toBe(before);
    const urdu = await importCsv(csv, '', { 'x-localization': 'ur' });
    expect(fieldsOf(urdu.body)).toMatchObject({
      file: 'کچھ درآمد نہیں ہوا: 3 سطروں میں غلطیاں ہیں',
      'row.3.price': 'قیمت پورے روپوں میں ہو، صفر یا زیادہ',
    });
  });

  it('refuses a header it does not know, a repeated id and a short row; a dry run writes nothing', async () => {
    const unknown = await importCsv('name,prcie\nTea,10\n');
    expect(fieldsOf(unknown.body)).toEqual({
      file: 'Nothing was imported: 1 rows have errors',
      'row.1.prcie': 'Unknown column: prcie',
    });
    const existing = await storeItem(t.db, storeId);
    const repeated = await importCsv(`id,price\n${existing.id},10\n${existing.id},11\n,5\n`);
    expect(fieldsOf(repeated.body)).toMatchObject({
      'row.3.id': `Item ${existing.id} is also on row 2`,
      'row.4.name': 'Enter the item name',
      'row.4.category_id': 'Choose a category',
    });
    const short = await importCsv(`name,price,category_id\nTea,10\n`);
    expect(fieldsOf(short.body)).toMatchObject({ 'row.2.file': 'The row has 2 cells, the header 3' });
    expect(fieldsOf((await importCsv('')).body)).toMatchObject({ 'row.1.file': 'The file has no items' });

    const before = await storeCount();
    const dry = await importCsv(`name,price,category_id\nKoalanut Butter,900,${leaf}\n`, '?dry_run=1');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ status: 'checked', created: 1, updated: 0 });
    expect(dry.json().message).toBe('The file is fine: 1 new items and 0 updates would be imported');
    expect(await storeCount()).toBe(before);
  });

  it('every column the export writes is one the import reads', () => {
    expect(ITEM_CSV_COLUMNS).toContain('variations');
    expect(new Set(ITEM_CSV_COLUMNS).size).toBe(ITEM_CSV_COLUMNS.length);
  });

  it('only sellers: a customer’s token 401, a courier’s 403; another store’s export holds none of these', async () => {
    const customer = await quickCustomer(t.db);
    expect(
      (await t.app.inject({ url: '/api/v1/vendor/item/bulk-export', headers: bearer(customer.token) }))
        .statusCode,
    ).toBe(401);
    expect((await importCsv('name\nx\n', '', {}, customer.token)).statusCode).toBe(401);
    const courier = await courierToken(t);
    expect(
      (await t.app.inject({ url: '/api/v1/vendor/item/bulk-export', headers: bearer(courier) })).statusCode,
    ).toBe(403);
    expect((await importCsv('name\nx\n', '', {}, courier)).statusCode).toBe(403);
    expect(await exportCsv(other)).not.toContain('Quokkaberry');
  });
});
