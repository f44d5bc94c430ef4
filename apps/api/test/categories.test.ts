import { CategorySchema } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './support/test-app';

describe('categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const list = async (url: string) => z.array(CategorySchema).parse((await t.app.inject({ url })).json());

  it('lists at least 12 top categories, each with children and product counts', async () => {
    const top = await list('/api/v1/categories');
    expect(top.length).toBeGreaterThanOrEqual(12);
    for (const c of top) {
      expect(c.parent_id).toBeNull();
      expect(c.childes.length).toBeGreaterThan(0);
      expect(c.products_count).toBe(c.childes.reduce((n, child) => n + child.products_count, 0));
    }
    expect(top.map((c) => c.position)).toEqual([...top.map((c) => c.position)].sort((a, b) => a - b));
  });

  it('childes/{id} answers the children of that category', async () => {
    const [first] = await list('/api/v1/categories');
    const children = await list(`/api/v1/categories/childes/${first!.id}`);
    expect(children.map((c) => c.id)).toEqual(first!.childes.map((c) => c.id));
    expect(children.every((c) => c.parent_id === first!.id)).toBe(true);
  });

  it('{id} answers one category', async () => {
    const [first] = await list('/api/v1/categories');
    const res = await t.app.inject({ url: `/api/v1/categories/${first!.childes[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(CategorySchema.parse(res.json()).slug).toBe(first!.childes[0]!.slug);
  });

  it.each([
    '/api/v1/categories/999999',
    '/api/v1/categories/childes/999999',
  ])('%s answers 404 in the envelope', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'category', message: 'Category not found' }] });
  });

  it.each([
    'abc',
    '-1',
    '0',
    '1.5',
    '99999999999',
    "1'%20or%201=1",
  ])('a bad id (%s) answers 403 on the id field', async (id) => {
    const res = await t.app.inject({ url: `/api/v1/categories/${id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('id');
  });
});
