import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, storeSchedules } from '../../src/db/schema';
import { type ChangeFeed, type ChangeTags, changeFeedFor } from '../../src/platform/change-feed';
import { testDatabaseKind } from '../support/db-templates';
import { createTestApp, type TestApp } from '../support/test-app';

/** The triggers of migration 0007: which tags each committed write announces (decision 209). */
describe('the catalogue change feed', () => {
  let t: TestApp;
  let feed: ChangeFeed;
  const heard: ChangeTags[] = [];
  let item: { id: number; storeId: number; stock: number; categoryPath: number[] };

  /** Runs a write, then waits until everything committed before has been heard. */
  async function tagsOf(write: () => Promise<unknown>) {
    await feed.fence();
    heard.length = 0;
    await write();
    await feed.fence();
    return heard.flatMap((tags) => (tags === 'all' ? ['all'] : [...tags]));
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    feed = changeFeedFor((t.db as unknown as { $client: unknown }).$client);
    feed.subscribe((tags) => heard.push(tags));
    for (let i = 0; i < 200 && !feed.live; i++) await new Promise((r) => setTimeout(r, 10));
    const [row] = await t.db
      .select({ id: items.id, storeId: items.storeId, stock: items.stock, categoryPath: items.categoryPath })
      .from(items)
      .where(sql`${items.stock} > 5`)
      .limit(1);
    item = row!;
  });
  afterAll(async () => {
    await feed?.close();
    await t?.close();
  });

  it('is live once it listens', () => {
    expect(feed.live).toBe(true);
  });

  it('a price change names the item and the lists that sort, filter or show deals by price', async () => {
    const tags = await tagsOf(() =>
      t.db
        .update(items)
        .set({ price: sql`${items.price} + 1` })
        .where(eq(items.id, item.id)),
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        `item:${item.id}`,
        'list:price:all',
        `list:price:store:${item.storeId}`,
        ...item.categoryPath.map((c) => `list:price:cat:${c}`),
      ]),
    );
    // Home shelves and lists in their own order do not depend on prices: only where the item shows.
    expect(tags).not.toContain('list:all');
    expect(tags).not.toContain('list:members');
    // Suggestions show names and pictures, not prices: they stay.
    expect(tags).not.toContain('names');
  });

  it('a change lists order by (units sold) names every list the item may move in', async () => {
    const tags = await tagsOf(() =>
      t.db
        .update(items)
        .set({ orderCount: sql`${items.orderCount} + 1` })
        .where(eq(items.id, item.id)),
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        `item:${item.id}`,
        'list:all',
        `list:store:${item.storeId}`,
        ...item.categoryPath.map((c) => `list:cat:${c}`),
        'names',
      ]),
    );
    expect(tags).not.toContain('list:price:all');
  });

  it('a new name is what suggestions follow', async () => {
    const tags = await tagsOf(() =>
      t.db
        .update(items)
        .set({ name: sql`${items.name} || ' Plus'` })
        .where(eq(items.id, item.id)),
    );
    expect(tags).toEqual(expect.arrayContaining([`item:${item.id}`, 'names', 'list:all']));
    expect(tags).not.toContain('list:members');
  });

  it('a stock change names only the item, unless it crosses zero', async () => {
    expect(
      await tagsOf(() =>
        t.db
          .update(items)
          .set({ stock: item.stock - 1 })
          .where(eq(items.id, item.id)),
      ),
    ).toEqual([`item:${item.id}`]);
    const emptied = await tagsOf(() => t.db.update(items).set({ stock: 0 }).where(eq(items.id, item.id)));
    expect(emptied).toEqual(expect.arrayContaining([`item:${item.id}`, 'list:all', 'list:members']));
  });

  it("a store's opening hours name the store and store lists", async () => {
    const tags = await tagsOf(() =>
      t.db.delete(storeSchedules).where(eq(storeSchedules.storeId, item.storeId)),
    );
    expect(tags).toEqual(expect.arrayContaining(['stores', `store:${item.storeId}`]));
    expect(tags).not.toContain('all');
  });

  it('a rolled-back write announces nothing', async () => {
    const tags = await tagsOf(() =>
      t.db
        .transaction(async (tx) => {
          await tx.update(items).set({ price: 1 }).where(eq(items.id, item.id));
          throw new Error('rollback');
        })
        .catch(() => {}),
    );
    expect(tags).toEqual([]);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'stops being live when its connection drops, and says "all" once it is back',
    async () => {
      heard.length = 0;
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`,
      );
      for (let i = 0; i < 200 && feed.live; i++) await new Promise((r) => setTimeout(r, 5));
      expect(feed.live).toBe(false);
      for (let i = 0; i < 400 && !feed.live; i++) await new Promise((r) => setTimeout(r, 10));
      expect(feed.live).toBe(true);
      expect(heard).toContain('all');
    },
  );
});
