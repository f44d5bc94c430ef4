import type { ItemOrder } from '../items/item-filters';
import { categoriesOf, ITEM_ORDERS, type ItemDoc } from './item-docs';

/** Filtered lists of a category or store kept (oldest out first), each with its orders' first items. */
const LISTS_KEPT = 2_000;
/** How deep a list is ordered at first: five pages of twenty. */
const LIST_DEPTH = 100;

/** A remembered list, and what an item must belong to for its change to alter it. */
type Listed<T> = {
  categoryId: number | undefined;
  storeId: number | undefined;
  /** The items the filters keep, in no order: every order of the list starts from them. */
  found: T[];
  /** Per order, its first items: as deep as pages have been asked for. */
  tops: Map<ItemOrder, T[]>;
};

/** Which list: its key (filters, scope) and the category or store it is of. */
export type ListOf = { key: string; categoryId: number | undefined; storeId: number | undefined };

/**
 * The category and store lists of the catalogue in memory (decision 214): each filtered once, each
 * order computed only as deep as pages are asked for, and the list dropped when one of its items
 * changes (forget), or when `version` moves (a store or category changed).
 */
export class KeptLists<T extends ItemDoc> {
  private readonly lists = new Map<string, Listed<T>>();
  private version = -1;

  /** A page of the list, its items found by `find` when the list is not kept; with how many it holds. */
  page(
    version: number,
    of: ListOf,
    find: () => T[],
    q: { order: ItemOrder; skip: number; limit: number },
  ): { ids: number[]; total: number } {
    if (this.version !== version) {
      this.lists.clear();
      this.version = version;
    }
    let listed = this.lists.get(of.key);
    if (!listed) {
      listed = { categoryId: of.categoryId, storeId: of.storeId, found: find(), tops: new Map() };
      if (this.lists.size >= LISTS_KEPT) this.lists.delete(this.lists.keys().next().value!);
      this.lists.set(of.key, listed);
    }
    const order = q.order === 'search_rank' ? 'popularity' : q.order;
    const depth = q.skip + q.limit;
    let top = listed.tops.get(order);
    if (!top || (top.length < depth && top.length < listed.found.length)) {
      // Only as deep as asked (at least LIST_DEPTH, doubling as shoppers page on): a list's first
      // pages cost one pass over its items, not a sort of all of them.
      const k = Math.max(LIST_DEPTH, depth, 2 * (top?.length ?? 0));
      top = firstInOrder(listed.found, ITEM_ORDERS[order], k);
      listed.tops.set(order, top);
    }
    return { ids: top.slice(q.skip, depth).map((d) => d.id), total: listed.found.length };
  }

  /** Drops the kept lists an item (as it was, or as it is now) belongs to. */
  forget(d: ItemDoc) {
    if (this.lists.size === 0) return;
    const categories = categoriesOf(d);
    for (const [key, listed] of this.lists) {
      if (listed.storeId && listed.storeId !== d.storeId) continue;
      if (listed.categoryId && !categories.includes(listed.categoryId)) continue;
      this.lists.delete(key);
    }
  }
}

/**
 * The first `k` of `list` in `order`, sorted: a bounded heap whose root is the worst kept item, so
 * each item costs one comparison unless it displaces one (O(n log k), not a sort of all n).
 */
export function firstInOrder<T>(list: readonly T[], order: (a: T, b: T) => number, k: number): T[] {
  if (list.length <= k) return [...list].sort(order);
  const heap: T[] = [];
  const worse = (i: number, j: number) => order(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (const d of list) {
    if (heap.length < k) {
      heap.push(d);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (order(d, heap[0]!) < 0) {
      heap[0] = d;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let worst = i;
        if (l < k && worse(l, worst)) worst = l;
        if (r < k && worse(r, worst)) worst = r;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(order);
}
