import { type Item, type ItemList, ItemSchema, MAX_LIST_WINDOW } from '@bazaar/contract';
import { groupWords, normaliseSearchText, SYNONYM_GROUPS, synonymsOf } from '@bazaar/domain';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { toItem } from '../items/item-shape';
import type { ListRequest } from '../items/repository';
import type { StoreRow } from '../stores/store-shape';
import { CatalogueIndex } from './catalogue-index';
import { allItemDocs, categoryDocs, itemDocsOf, itemRowsByIds, storeDocs, storeRowsByIds } from './loader';
import type { Lexicon } from './query';

/** What the index listens to: the change feed (platform/change-feed.ts), structurally. */
export type ChangeSource = {
  subscribe(listener: (tags: readonly string[] | 'all') => void): () => void;
  readonly live: boolean;
  fence(): Promise<void>;
};

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * An item of a page: the contract object, and its JSON exactly as the route's serializer writes it
 * (encoded by the contract's ItemSchema once, when shaped), so a guest's page is joined from strings.
 */
export type ShapedItem = { item: Item; readonly json: string };

/** An item and its JSON, written on first use (a list's objects are serialised with their page). */
function shapedItem(item: Item): ShapedItem {
  let json: string | undefined;
  return {
    item,
    get json() {
      json ??= JSON.stringify(z.encode(ItemSchema, item));
      return json;
    },
  };
}

/**
 * Shaped items kept for pages (an LRU, emptied by the feed): a page then costs no query. Enough for
 * the first pages of every category's orders on a 100k-item market (about 2 kB each).
 */
const SHAPED_ITEMS = 20_000;
/** Store rows kept for store search pages. */
const MAX_STORE_ROWS = 2_000;
/** After a failed build, try again this much later. */
const RETRY_MS = 5_000;

/** The synonym module as the index reads words (packages/domain/src/search). */
export const domainLexicon: Lexicon = {
  normalise: normaliseSearchText,
  synonymsOf,
  synonymWords: SYNONYM_GROUPS.flatMap(groupWords).filter((w) => !w.includes(' ')),
};

/**
 * The search index kept in step with the database (decision 207): built at start in the
 * background, then every change tag re-reads what it names — `item:<id>` that item, `store:<id>`
 * the store and its items, `categories` or `all` a rebuild swapped in whole. It answers only while
 * it is built, has applied every change it was told of, and the feed is live; otherwise callers
 * use the database path.
 */
export class LiveSearchIndex {
  private index: CatalogueIndex | null = null;
  private rebuildWanted = false;
  private building: Promise<void> | null = null;
  private readonly dirtyItems = new Set<number>();
  private readonly dirtyStores = new Set<number>();
  private flushing: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Bumped by every invalidation: a page read that started before one does not fill the LRU. */
  private epoch = 0;
  private readonly shaped: LRUCache<number, ShapedItem>;
  /** Store rows of store search pages (schedules, items count), emptied by any item or store change. */
  private readonly storeRows = new Map<number, StoreRow>();
  /** Last build: for the decision record and logs. */
  stats = { builds: 0, items: 0, stores: 0, ms: 0, heapMb: 0 };

  constructor(
    private readonly db: Database,
    private readonly changes: ChangeSource,
    private readonly log: Log,
    private readonly lexicon: Lexicon = domainLexicon,
    maxShaped = SHAPED_ITEMS,
  ) {
    this.shaped = new LRUCache({ max: maxShaped });
  }

  /** Subscribes to the feed and builds in the background. */
  start() {
    this.unsubscribe = this.changes.subscribe((tags) => this.onChange(tags));
    this.requestRebuild();
  }

  async close() {
    this.closed = true;
    this.unsubscribe?.();
    if (this.retry) clearTimeout(this.retry);
    await Promise.allSettled([this.building, this.flushing]);
  }

  /** Whether searches can be answered from memory now (built, caught up, feed live). */
  get usable(): boolean {
    return this.index !== null && !this.building && !this.rebuildWanted && this.changes.live;
  }

  /**
   * The index to answer from, once every change already told is applied; null: use the database.
   * Waiting costs nothing unless a change is being applied (then one primary-key read).
   */
  async current(): Promise<CatalogueIndex | null> {
    if (!this.changes.live) {
      this.dropShaped();
      return null;
    }
    if (this.dirtyItems.size || this.dirtyStores.size || this.flushing) await this.flush();
    return this.usable ? this.index : null;
  }

  /** Resolves once every change committed before the call is applied (tests; read-your-write). */
  async settled(): Promise<void> {
    await this.changes.fence();
    for (;;) {
      if (this.building) await this.building.catch(() => {});
      else if (this.dirtyItems.size || this.dirtyStores.size || this.flushing) await this.flush();
      else return;
    }
  }

  /**
   * A category's or a store's item list from memory (decision 214), exactly as the database path
   * (listItems) answers it; null when the index cannot answer now or the list needs the database
   * (no category or store, a sponsored or search rule).
   */
  async list(r: ListRequest): Promise<ItemList | null> {
    const rule = r.rule ?? {};
    if (rule.sponsored || rule.tsquery || rule.excludeId || rule.leafCategoryId) return null;
    if (!r.filters.category_id && !r.filters.store_id) return null;
    const index = await this.current();
    const skip = (r.offset - 1) * r.limit;
    const found = index?.listItems({ ...r, skip, discounted: rule.discounted });
    if (!found) return null;
    const shaped = await this.shapeItems(found.ids);
    return {
      // As countItems counts: no further than the deepest reachable row.
      total_size: Math.min(found.total, MAX_LIST_WINDOW),
      limit: r.limit,
      offset: r.offset,
      products: shaped.map((s) => s.item),
    };
  }

  /** Items shaped as the list path shapes them, in the order of `ids`; LRU hits cost no query. */
  async shapeItems(ids: number[]): Promise<ShapedItem[]> {
    const found = new Map<number, ShapedItem>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.shaped.get(id);
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length) {
      const epoch = this.epoch;
      const rows = await itemRowsByIds(this.db, missing);
      const fill = epoch === this.epoch && this.changes.live;
      for (const row of rows) {
        const item = toItem(row);
        const shaped = shapedItem(item);
        found.set(item.id, shaped);
        if (fill) this.shaped.set(item.id, shaped);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Store rows (store-shape.ts) in the order of `ids`; kept ones cost no query. */
  async storeRowsOf(ids: number[]): Promise<StoreRow[]> {
    const missing = ids.filter((id) => !this.storeRows.has(id));
    const found = new Map<number, StoreRow>();
    if (missing.length) {
      const epoch = this.epoch;
      const rows = await storeRowsByIds(this.db, missing);
      const fill = epoch === this.epoch && this.changes.live;
      for (const row of rows) {
        found.set(row.store.id, row);
        if (fill && this.storeRows.size < MAX_STORE_ROWS) this.storeRows.set(row.store.id, row);
      }
    }
    return ids.flatMap((id) => this.storeRows.get(id) ?? found.get(id) ?? []);
  }

  private dropShaped() {
    this.epoch++;
    this.shaped.clear();
    this.storeRows.clear();
  }

  private onChange(tags: readonly string[] | 'all') {
    if (tags === 'all') {
      this.dropShaped();
      this.requestRebuild();
      return;
    }
    for (const tag of tags) {
      if (tag.startsWith('item:')) {
        const id = Number(tag.slice(5));
        if (!Number.isInteger(id)) continue;
        this.epoch++;
        this.shaped.delete(id);
        // Its store's active items count may change.
        this.storeRows.clear();
        this.dirtyItems.add(id);
      } else if (tag.startsWith('store:')) {
        const id = Number(tag.slice(6));
        if (!Number.isInteger(id)) continue;
        this.epoch++;
        for (const itemId of this.index?.itemIdsOfStore(id) ?? []) this.shaped.delete(itemId);
        this.storeRows.delete(id);
        this.dirtyStores.add(id);
      } else if (tag === 'categories') {
        this.dropShaped();
        this.requestRebuild();
      }
      // Other tags (lists, campaigns, banners…) change nothing search reads.
    }
    if (!this.building && (this.dirtyItems.size || this.dirtyStores.size)) void this.flush().catch(() => {});
  }

  /** Applies the pending item and store changes: one read for all of them. */
  private flush(): Promise<void> {
    if (this.flushing)
      return this.flushing.then(() =>
        this.dirtyItems.size || this.dirtyStores.size ? this.flush() : undefined,
      );
    const index = this.index;
    if (!index || this.building) return Promise.resolve();
    const itemIds = [...this.dirtyItems];
    const storeIds = [...this.dirtyStores];
    this.dirtyItems.clear();
    this.dirtyStores.clear();
    const run = async () => {
      const [docs, storeList] = await Promise.all([
        itemDocsOf(this.db, { items: itemIds, stores: storeIds }),
        storeIds.length ? storeDocs(this.db, storeIds) : Promise.resolve([]),
      ]);
      if (index !== this.index) return; // rebuilt meanwhile: the new index read the newer rows
      // Stores first: an item takes its store's name from the index.
      const activeStores = new Set(storeList.map((s) => s.id));
      for (const id of storeIds) if (!activeStores.has(id)) index.removeStore(id);
      for (const s of storeList) index.upsertStore(s);
      const seen = new Set(docs.map((d) => d.id));
      for (const id of itemIds) if (!seen.has(id)) index.removeItem(id);
      for (const storeId of storeIds)
        for (const id of index.itemIdsOfStore(storeId)) if (!seen.has(id)) index.removeItem(id);
      for (const d of docs) index.upsertItem(d);
    };
    this.flushing = run()
      .catch((error) => {
        // The index may now miss a change: rebuild it, answering from the database meanwhile.
        this.log.error({ err: error }, 'search index: applying a change failed; rebuilding');
        this.requestRebuild();
      })
      .finally(() => {
        this.flushing = null;
      });
    return this.flushing;
  }

  private requestRebuild() {
    if (this.closed) return;
    this.rebuildWanted = true;
    if (this.building) return;
    this.building = this.rebuildLoop().finally(() => {
      this.building = null;
      // Changes told while building are applied to the new index now.
      if (this.dirtyItems.size || this.dirtyStores.size) void this.flush().catch(() => {});
    });
  }

  private async rebuildLoop() {
    while (this.rebuildWanted && !this.closed) {
      this.rebuildWanted = false;
      // Changes told before this build starts are read by it; later ones stay pending.
      this.dirtyItems.clear();
      this.dirtyStores.clear();
      if (this.flushing) await this.flushing;
      try {
        const built = await this.build();
        if (!built) continue; // superseded (e.g. PostgreSQL's feed says 'all' once it listens): start again
        this.index = built;
        this.dropShaped();
      } catch (error) {
        if (this.closed) return;
        this.log.error({ err: error }, 'search index: build failed; searching the database meanwhile');
        this.retry = setTimeout(() => this.requestRebuild(), RETRY_MS);
        this.retry.unref();
        return;
      }
    }
  }

  /** A new index from the database; null when a newer rebuild was asked for meanwhile. */
  private async build(): Promise<CatalogueIndex | null> {
    const started = performance.now();
    const next = new CatalogueIndex(this.lexicon);
    next.setCategories(await categoryDocs(this.db));
    for (const s of await storeDocs(this.db)) next.upsertStore(s);
    for await (const batch of allItemDocs(this.db)) {
      if (this.closed || this.rebuildWanted) return null;
      for (const d of batch) next.upsertItem(d);
      // Let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.stats = {
      builds: this.stats.builds + 1,
      items: next.itemCount,
      stores: next.storeCount,
      ms: Math.round(performance.now() - started),
      heapMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
    };
    this.log.info({ searchIndex: this.stats }, 'search index built');
    return next;
  }
}
