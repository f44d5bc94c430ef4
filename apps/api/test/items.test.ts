import { ItemListSchema } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('items/latest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const page = async (qs = '') => {
    const res = await t.app.inject({ url: `/api/v1/items/latest${qs}` });
    expect(res.statusCode).toBe(200);
    return ItemListSchema.parse(res.json());
  };

  it('answers the newest items first, 20 by default, with store fields and variations', async () => {
    const first = await page();
    expect(first.limit).toBe(20);
    expect(first.offset).toBe(1);
    expect(first.products).toHaveLength(20);
    expect(first.total_size).toBeGreaterThanOrEqual(250);
    const dates = first.products.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.products.every((p) => p.store_name && p.store_slug)).toBe(true);
  });

  it('pages with offset as a page number, without overlap', async () => {
    const [one, two] = [await page('?limit=10&offset=1'), await page('?limit=10&offset=2')];
    const ids = new Set(one.products.map((p) => p.id));
    expect(two.products.some((p) => ids.has(p.id))).toBe(false);
    expect(two.offset).toBe(2);
  });

  it('filters by category (a parent category includes its children)', async () => {
    const cats = (await t.app.inject({ url: '/api/v1/categories' })).json() as {
      id: number;
      childes: { id: number }[];
    }[];
    const parent = cats[0]!;
    const list = await page(`?category_id=${parent.id}&limit=100`);
    const childIds = new Set(parent.childes.map((c) => c.id));
    expect(list.products.length).toBeGreaterThan(0);
    expect(list.products.every((p) => childIds.has(p.category_id!))).toBe(true);
  });

  it('carries variations with their own stock', async () => {
    const list = await page('?limit=100');
    const withVariations = list.products.find((p) => p.variations.length > 0);
    expect(withVariations).toBeDefined();
    expect(withVariations!.variations[0]).toEqual({
      type: expect.any(String),
      price: expect.any(Number),
      stock: expect.any(Number),
    });
  });

  it.each([
    ['?limit=1000000000', 'limit'],
    ['?limit=0', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=abc', 'offset'],
    ['?category_id=x', 'category_id'],
    ['?type=meat', 'type'],
  ])('bad paging %s answers 403 naming the field', async (qs, field) => {
    const res = await t.app.inject({ url: `/api/v1/items/latest${qs}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(field);
  });
});
