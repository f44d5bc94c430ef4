import { nextPakistanMidnight } from '@bazaar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, items, stores } from '../../src/db/schema';
import { closingSoon, until } from '../support/closing-soon';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Kept answers end at their own next timed change (decision 218), not at a whole minute: an answer
 * that says a store is open holds until the store closes, then the next read says closed, with no
 * write; a scheduled post joins the blog when due; an answer that shows nothing timed holds until the
 * next midnight in Pakistan. The in-process caller that asks for tags (the page cache) is told until
 * when each answer holds.
 */
describe('answers kept until their own next timed change', () => {
  let t: TestApp;
  let store: { id: number; name: string; slug: string; item: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [row] = await t.db
      .select({ id: stores.id, name: stores.name, slug: stores.slug, item: items.id })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(sql`${items.active} and ${stores.active}`)
      .orderBy(items.id)
      .limit(1);
    store = row!;
  });
  afterAll(() => t?.close());

  const read = async (url: string) => {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers: { 'x-want-tags': '1' } });
    expect(res.statusCode, res.body).toBe(200);
    return { cache: res.headers['x-cache'], until: Number(res.headers['x-answer-until']), body: res.json() };
  };

  /** The `open` the answer says for the test's store, wherever the answer shows it. */
  const openIn = (url: string, body: Record<string, unknown>): unknown => {
    if (url.startsWith('/items/details')) return (body.store as { open: number }).open;
    if (url.startsWith('/stores/details')) return body.open;
    const list = body.stores as { id: number; open: number }[];
    return list.find((s) => s.id === store.id)?.open;
  };

  it('says open until the store closes, then closed on the next read, on every answer that shows it', async () => {
    const urls = [
      `/stores/details/${store.id}`,
      `/stores/details/${store.slug}`,
      `/items/details/${store.item}`,
      '/stores/get-stores/all?limit=100',
      `/stores/search?name=${encodeURIComponent(store.name)}`,
    ];
    const closes = await closingSoon(t.db, store.id, 3_000);
    await t.app.changes.fence();
    for (const url of urls) {
      const first = await read(url);
      expect(openIn(url, first.body), url).toBe(1);
      expect(first.until, url).toBeLessThanOrEqual(closes);
      const again = await read(url);
      expect([first.cache, again.cache], url).toEqual([undefined, 'hit']);
    }
    // The store's own answer holds exactly until it closes.
    expect((await read(`/stores/details/${store.id}`)).until).toBe(closes);
    await until(closes);
    for (const url of urls) {
      const after = await read(url);
      expect(after.cache, url).toBeUndefined();
      expect(openIn(url, after.body), url).toBe(0);
      expect(after.until, url).toBeGreaterThan(closes);
    }
  });

  it('holds an answer with nothing timed in it until the next midnight in Pakistan, not the next minute', async () => {
    const before = Date.now();
    const config = await read('/categories');
    const after = Date.now();
    expect([nextPakistanMidnight(before), nextPakistanMidnight(after)]).toContain(config.until);
    expect(config.until - after).toBeGreaterThan(0);
    expect((await read('/categories')).cache).toBe('hit');
  });

  it('lists a post dated in the future once it is due, with no write', async () => {
    const due = Math.ceil((Date.now() + 2_000) / 1000) * 1000;
    const slug = `due-soon-${due}`;
    await t.db.insert(blogs).values({ title: 'Due soon', slug, body: 'Soon.', publishedAt: new Date(due) });
    await t.app.changes.fence();
    const slugs = (body: { blogs: { slug: string }[] }) => body.blogs.map((b) => b.slug);
    const before = await read('/blogs?limit=50');
    expect(slugs(before.body)).not.toContain(slug);
    expect(before.until).toBe(due);
    expect((await read('/blogs?limit=50')).cache).toBe('hit');
    await until(due);
    const after = await read('/blogs?limit=50');
    expect(after.cache).toBeUndefined();
    expect(slugs(after.body)[0]).toBe(slug);
  });
});
