import type { ItemFilters } from '@bazaar/contract';
import MiniSearch, { type Query } from 'minisearch';
import type { MarketScope } from '../../platform/headers';
import type { CategoryRow } from '../category-tree';
import type { ItemOrder } from '../items/item-filters';
import { KeptLists } from './catalogue-lists';
import { byPopularity, categoriesOf, filterDocs, ITEM_ORDERS, type ItemDoc } from './item-docs';
import { itemRank, WordClasses } from './item-rank';
import { Postings } from './postings';
import { groupMatches, type Lexicon, type ReadQuery, tokenise, Vocabulary, type WordGroup } from './query';

/** An active store. */
export type StoreDoc = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  address: string | null;
  zoneId: number | null;
  moduleId: number | null;
  cityId: number | null;
  orderCount: number;
};

/** An active category. */
export type CategoryDoc = CategoryRow;

type Indexed<T> = T & { nameWords: string[]; extraWords: string[] };
/** An item's words by where they come from: its name, its categories' names, its store's name. */
type IndexedItem = Indexed<ItemDoc> & { categoryWords: string[]; storeWords: string[] };

/** Suggestions per kind: a few lines under the search box (decision 201). */
const SUGGESTED_ITEMS = 5;
const SUGGESTED_STORES = 3;
const SUGGESTED_CATEGORIES = 3;
/** Query readings kept (oldest out first). */
const READS_KEPT = 2_000;
/** Computed answers kept per index version (oldest out first). */
const ANSWERS_KEPT = 1_000;
export type ItemSearch = {
  filters: ItemFilters;
  scope: MarketScope;
  order: ItemOrder;
  skip: number;
  limit: number;
};

/** A list of a category's or a store's items without words: the filters plus a list's own rule. */
export type ItemListing = ItemSearch & { discounted?: boolean };

/**
 * The catalogue's searchable part in memory (decision 207): items, stores and categories. Words
 * live in MiniSearch's radix tree (SearchableMap: prefix and fuzzy lookups) — the vocabulary for
 * typo correction, and per word the items holding it; stores are a MiniSearch index. Matching,
 * filtering, ranking, counting and paging happen here; the database only shapes a page's items.
 */
export class CatalogueIndex {
  readonly vocabulary: Vocabulary;
  private readonly items = new Map<number, IndexedItem>();
  private readonly itemsByStore = new Map<number, Set<number>>();
  /** The items under each category: its own and its descendants' (an item's category path). */
  private readonly itemsByCategory = new Map<number, Set<IndexedItem>>();
  private readonly lists = new KeptLists<IndexedItem>();
  /** Which items hold a word in their name or categories, and in their store's name. */
  private readonly itemText = new Postings();
  private readonly itemStore = new Postings();
  private readonly stores = new Map<number, Indexed<StoreDoc>>();
  private readonly storeSearch: MiniSearch<Indexed<StoreDoc>>;
  private categories: Indexed<CategoryDoc>[] = [];
  private categoryWords = new Map<number, string[]>();
  private readonly reads = new Map<string, ReadQuery>();
  /** Bumped by every change of a store or the categories (items: see forgetAnswersAbout). */
  private version = 0;
  private readonly answers = new Map<string, { value: unknown; reads: ReadQuery[] }>();
  private answersVersion = -1;
  private answersVocabulary = -1;
  private readVersion = -1;

  constructor(private readonly lexicon: Lexicon) {
    this.vocabulary = new Vocabulary(lexicon);
    const tokenize = (text: string) => tokenise(lexicon, text);
    const options = {
      idField: 'id',
      tokenize,
      // Terms are normalised by tokenise already; queries are built from read words.
      processTerm: (t: string) => t,
      searchOptions: { tokenize: (t: string) => [t], processTerm: (t: string) => t },
    };
    this.storeSearch = new MiniSearch<Indexed<StoreDoc>>({
      ...options,
      fields: ['name', 'address'],
      // The two fields searched are made of read words; the id is read as it is.
      extractField: (doc, field) =>
        field === 'name'
          ? doc.nameWords.join(' ')
          : field === 'address'
            ? doc.extraWords.join(' ')
            : doc[field as keyof typeof doc],
    });
  }

  get itemCount() {
    return this.items.size;
  }

  get storeCount() {
    return this.stores.size;
  }

  /** The ids of the indexed items of a store. */
  itemIdsOfStore(storeId: number): number[] {
    return [...(this.itemsByStore.get(storeId) ?? [])];
  }

  hasItem(id: number) {
    return this.items.has(id);
  }

  /**
   * Adds or replaces an item. Its category words are its categories' names (the category tree in
   * the index), its store words its store's name; an item whose categories are unknown here keeps
   * the rest of items.search_extra as category words.
   */
  upsertItem(doc: ItemDoc) {
    this.removeItem(doc.id);
    const extraWords = tokenise(this.lexicon, doc.extra);
    const storeWords = this.stores.get(doc.storeId)?.nameWords ?? [];
    const path = doc.categoryPath.length ? doc.categoryPath : doc.categoryId ? [doc.categoryId] : [];
    let categoryWords = path.flatMap((id) => this.categoryWords.get(id) ?? []);
    if (categoryWords.length === 0) categoryWords = extraWords.filter((w) => !storeWords.includes(w));
    const indexed: IndexedItem = {
      ...doc,
      nameWords: tokenise(this.lexicon, doc.name),
      extraWords,
      categoryWords: [...new Set(categoryWords)],
      storeWords,
    };
    this.items.set(doc.id, indexed);
    let ofStore = this.itemsByStore.get(doc.storeId);
    if (!ofStore) {
      ofStore = new Set();
      this.itemsByStore.set(doc.storeId, ofStore);
    }
    ofStore.add(doc.id);
    for (const categoryId of categoriesOf(doc)) {
      let under = this.itemsByCategory.get(categoryId);
      if (!under) {
        under = new Set();
        this.itemsByCategory.set(categoryId, under);
      }
      under.add(indexed);
    }
    this.itemText.add(doc.id, indexed.nameWords, indexed.categoryWords);
    this.itemStore.add(doc.id, indexed.storeWords);
    this.vocabulary.add(indexed.nameWords);
    this.vocabulary.add(indexed.extraWords);
    this.forgetAnswersAbout(indexed);
    this.lists.forget(indexed);
  }

  removeItem(id: number) {
    const old = this.items.get(id);
    if (!old) return;
    this.forgetAnswersAbout(old);
    this.lists.forget(old);
    this.items.delete(id);
    this.itemsByStore.get(old.storeId)?.delete(id);
    for (const categoryId of categoriesOf(old)) this.itemsByCategory.get(categoryId)?.delete(old);
    this.itemText.remove(id, old.nameWords, old.categoryWords);
    this.itemStore.remove(id, old.storeWords);
    this.vocabulary.remove(old.nameWords);
    this.vocabulary.remove(old.extraWords);
  }

  upsertStore(doc: StoreDoc) {
    this.version++;
    this.removeStore(doc.id);
    const indexed = {
      ...doc,
      nameWords: tokenise(this.lexicon, doc.name),
      extraWords: tokenise(this.lexicon, doc.address ?? ''),
    };
    this.stores.set(doc.id, indexed);
    this.storeSearch.add(indexed);
    this.vocabulary.add(indexed.nameWords);
  }

  removeStore(id: number) {
    this.version++;
    const old = this.stores.get(id);
    if (!old) return;
    this.stores.delete(id);
    this.storeSearch.discard(id);
    this.vocabulary.remove(old.nameWords);
  }

  setCategories(list: CategoryDoc[]) {
    this.version++;
    for (const c of this.categories) this.vocabulary.remove(c.nameWords);
    this.categories = list.map((c) => ({ ...c, nameWords: tokenise(this.lexicon, c.name), extraWords: [] }));
    this.categoryWords = new Map(this.categories.map((c) => [c.id, c.nameWords]));
    for (const c of this.categories) this.vocabulary.add(c.nameWords);
  }

  /**
   * How a query reads (words, corrections, synonyms). Kept per text until a word enters or leaves
   * the vocabulary: reading is the costliest step of a small search (fuzzy lookups).
   */
  read(text: string, strict = false): ReadQuery {
    if (this.readVersion !== this.vocabulary.version) {
      this.reads.clear();
      this.readVersion = this.vocabulary.version;
    }
    const key = `${strict ? 's' : 'p'}|${text}`;
    let read = this.reads.get(key);
    if (!read) {
      read = this.vocabulary.read(text, strict);
      if (this.reads.size >= READS_KEPT) this.reads.delete(this.reads.keys().next().value!);
      this.reads.set(key, read);
    }
    return read;
  }

  /**
   * A search from its text: read, matched, and when nothing matches, read again with the last word
   * as a whole word (corrected if unknown). The words shown are the corrections the best result
   * actually has.
   */
  findItems(text: string, q: ItemSearch): { terms: string[]; ids: number[]; total: number } {
    const { terms, found } = this.remember(`items|${text}|${itemSearchKey(q)}`, () =>
      this.rankItems(text, q),
    );
    return { terms, ids: found.slice(q.skip, q.skip + q.limit).map((d) => d.id), total: found.length };
  }

  private rankItems(text: string, q: ItemSearch) {
    let read = this.read(text);
    const reads = [read];
    let found = this.rankedItems(read, q);
    if (found.length === 0) {
      const strict = this.read(text, true);
      if (strict.groups.some((g, i) => g.spelled.length !== read.groups[i]?.spelled.length)) {
        read = strict;
        reads.push(strict);
        found = this.rankedItems(read, q);
      }
    }
    return { value: { terms: termsOf(read, found[0]), found }, reads };
  }

  /**
   * A computed answer of this index, kept until a change could alter it: a store or category change
   * or a word entering or leaving the vocabulary drops every answer; an item's change drops the
   * answers whose words that item holds (before or after the change) — an item that matches none
   * of a search's words cannot be in its answer, whatever its price or stock. The same search
   * again costs a lookup, and is exactly what computing it again would give.
   */
  private remember<T>(key: string, compute: () => { value: T; reads: ReadQuery[] }): T {
    if (this.answersVersion !== this.version || this.answersVocabulary !== this.vocabulary.version) {
      this.answers.clear();
      this.answersVersion = this.version;
      this.answersVocabulary = this.vocabulary.version;
    }
    const hit = this.answers.get(key);
    if (hit) return hit.value as T;
    const computed = compute();
    if (this.answers.size >= ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, computed);
    return computed.value;
  }

  private forgetAnswersAbout(d: IndexedItem) {
    for (const [key, answer] of this.answers) {
      const holds = answer.reads.some(
        (r) =>
          r.groups.length > 0 &&
          r.groups.every(
            (g) =>
              groupMatches(g, d.nameWords) ||
              groupMatches(g, d.categoryWords) ||
              groupMatches(g, d.storeWords),
          ),
      );
      if (holds) this.answers.delete(key);
    }
  }

  /**
   * A page of a category's or a store's items, filtered and ordered as the database path orders them
   * (bindItemFilter, ORDER_KEYS), with how many match (decision 214). The ordered list is kept until
   * an item of that category or store changes, or any store or category does; null when the list
   * names neither a category nor a store (those lists read the database's own top-N indexes).
   */
  listItems(q: ItemListing): { ids: number[]; total: number } | null {
    const { category_id: categoryId, store_id: storeId } = q.filters;
    if (!categoryId && !storeId) return null;
    const filters = q.discounted ? { ...q.filters, discounted: true } : q.filters;
    const key = `${q.discounted ? 'deal' : ''}|${itemSearchKey({ ...q, order: 'popularity' })}`;
    const find = () =>
      categoryId
        ? filterDocs(this.itemsByCategory.get(categoryId) ?? [], q.scope, filters)
        : this.filterItems(this.itemsByStore.get(storeId!) ?? [], q.scope, filters);
    return this.lists.page(this.version, { key, categoryId, storeId }, find, q);
  }

  /** Items matching every word (name, category or store names), filtered, ordered and paged. */
  searchItems(read: ReadQuery, q: ItemSearch): { ids: number[]; total: number } {
    const sorted = this.rankedItems(read, q);
    return { ids: sorted.slice(q.skip, q.skip + q.limit).map((d) => d.id), total: sorted.length };
  }

  private rankedItems(read: ReadQuery, q: ItemSearch): IndexedItem[] {
    return this.sortItems(this.matchingItems(read, q.scope, q.filters), read.groups, q.order);
  }

  /** Stores whose name (or address) matches every word: name matches first, then the most ordered. */
  searchStores(
    read: ReadQuery,
    scope: MarketScope,
    cityId: number | undefined,
    page: { skip: number; limit: number },
  ): { ids: number[]; total: number } {
    const found = this.matchingStores(read, scope).filter((s) => !cityId || s.cityId === cityId);
    const keyed = found.map((s) => ({
      s,
      inName: read.groups.filter((g) => groupMatches(g, s.nameWords)).length,
    }));
    keyed.sort((a, b) => b.inName - a.inName || b.s.orderCount - a.s.orderCount || b.s.id - a.s.id);
    return { ids: keyed.slice(page.skip, page.skip + page.limit).map((k) => k.s.id), total: keyed.length };
  }

  /** What the search box offers while the shopper types: item names, stores, categories. */
  suggest(read: ReadQuery, scope: MarketScope) {
    const key = `suggest|${read.groups.map((g) => g.typed).join(' ')}|${scope.zoneIds?.join(',')}|${scope.moduleId}`;
    return this.remember(key, () => ({ value: this.computeSuggestions(read, scope), reads: [read] }));
  }

  private computeSuggestions(read: ReadQuery, scope: MarketScope) {
    // The best matches first (the word as typed before its synonyms), then the most popular.
    const items = this.sortItems(
      this.matchingItems(read, scope, { type: 'all' }),
      read.groups,
      'search_rank',
    );
    const seen = new Set<string>();
    const itemLines: { id: number; name: string; slug: string; image: string | null }[] = [];
    for (const d of items) {
      const key = d.name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      itemLines.push({ id: d.id, name: d.name, slug: d.slug, image: d.image });
      if (itemLines.length >= SUGGESTED_ITEMS) break;
    }
    const stores = this.matchingStores(read, scope)
      .filter((s) => read.groups.every((g) => groupMatches(g, s.nameWords)))
      .sort((a, b) => b.orderCount - a.orderCount || b.id - a.id)
      .slice(0, SUGGESTED_STORES)
      .map((s) => ({ id: s.id, name: s.name, slug: s.slug, logo: s.logo }));
    const categories = this.categories
      .filter(
        (c) =>
          (scope.moduleId === null || c.moduleId === null || c.moduleId === scope.moduleId) &&
          read.groups.every((g) => groupMatches(g, c.nameWords)),
      )
      .sort(
        (a, b) =>
          Number(a.parentId !== null) - Number(b.parentId !== null) || a.position - b.position || a.id - b.id,
      )
      .slice(0, SUGGESTED_CATEGORIES)
      .map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: c.image }));
    return { items: itemLines, stores, categories };
  }

  private matchingItems(read: ReadQuery, scope: MarketScope, f: ItemFilters): IndexedItem[] {
    if (read.groups.length === 0) return [];
    return this.filterItems(this.itemIdsMatching(read.groups), scope, f);
  }

  /** The items of `ids` the shopper's zones, module and filters keep. */
  private filterItems(ids: Iterable<number>, scope: MarketScope, f: ItemFilters): IndexedItem[] {
    return filterDocs(this.docsOf(ids), scope, f);
  }

  private *docsOf(ids: Iterable<number>): Iterable<IndexedItem> {
    for (const id of ids) {
      const d = this.items.get(id);
      if (d) yield d;
    }
  }

  /**
   * Items holding every word (AND): per word, the union of the items with it as spelled (or a word
   * it starts, for the last) in their name, categories or store name, or a synonym of it in their
   * name or categories (a store called "… Mobiles" is not every phone's synonym); then the
   * smallest set is walked and checked against the others.
   */
  private itemIdsMatching(groups: WordGroup[]): Iterable<number> {
    const sets = groups.map((g) => {
      const ids = new Set<number>();
      for (const w of g.spelled) {
        this.itemText.collect(w, g.prefix, ids);
        this.itemStore.collect(w, g.prefix, ids);
      }
      for (const w of g.synonyms) this.itemText.collect(w, false, ids);
      for (const w of g.completionSynonyms) this.itemText.collect(w, false, ids);
      for (const phrase of g.phrases) {
        const parts = phrase.map((w) => this.itemText.collect(w, false, new Set<number>()));
        for (const id of parts[0] ?? []) if (parts.every((p) => p.has(id))) ids.add(id);
      }
      return ids;
    });
    sets.sort((a, b) => a.size - b.size);
    const [smallest, ...others] = sets;
    if (!smallest) return [];
    if (others.length === 0) return smallest;
    const out: number[] = [];
    for (const id of smallest) if (others.every((s) => s.has(id))) out.push(id);
    return out;
  }

  private matchingStores(read: ReadQuery, scope: MarketScope): Indexed<StoreDoc>[] {
    if (read.groups.length === 0) return [];
    const zones = scope.zoneIds ? new Set(scope.zoneIds) : null;
    const out: Indexed<StoreDoc>[] = [];
    for (const r of this.storeSearch.search(toMiniQuery(read.groups, ['name']))) {
      const s = this.stores.get(r.id as number);
      if (!s) continue;
      if (zones && (s.zoneId === null || !zones.has(s.zoneId))) continue;
      if (scope.moduleId !== null && s.moduleId !== scope.moduleId) continue;
      out.push(s);
    }
    return out;
  }

  private sortItems(list: IndexedItem[], groups: WordGroup[], order: ItemOrder): IndexedItem[] {
    if (order !== 'search_rank') return list.sort(ITEM_ORDERS[order]);
    // Relevance (decisions 201, 207): see itemRank; then popularity, then the newest id.
    const classes = new WordClasses(groups);
    const ranked = list.map((d) => ({ d, rank: itemRank(classes, d) }));
    ranked.sort((a, b) => b.rank - a.rank || byPopularity(a.d, b.d));
    return ranked.map((r) => r.d);
  }
}

/** The parts of a search that change its answer, as a key. */
const itemSearchKey = (q: ItemSearch) => {
  const f = q.filters;
  return [
    q.order,
    q.scope.zoneIds?.join(','),
    q.scope.moduleId,
    f.store_id,
    f.category_id,
    f.type,
    f.min_price,
    f.max_price,
    f.rating,
    f.discounted,
    f.in_stock,
  ].join('|');
};

/**
 * The words a query was read as: for a misspelt word with several close words, the one the best
 * result has (`pressure coker` → cooker, not choker).
 */
function termsOf(read: ReadQuery, best: IndexedItem | undefined): string[] {
  if (!best) return read.terms;
  return read.groups.map((g) => {
    if (g.spelled.length <= 2) return g.read;
    const words = [...best.nameWords, ...best.categoryWords, ...best.storeWords];
    const hit = g.spelled
      .slice(1)
      .find((w) => (g.prefix ? words.some((x) => x.startsWith(w)) : words.includes(w)));
    return hit ?? g.read;
  });
}

/**
 * Every word group must match (AND); within a group any spelling or prefix in any field, or a
 * synonym in `synonymFields`.
 */
function toMiniQuery(groups: WordGroup[], synonymFields: string[]): Query {
  return {
    combineWith: 'AND',
    queries: groups.map((g) => {
      const alternatives: Query[] = [{ queries: g.spelled, combineWith: 'OR', prefix: g.prefix }];
      const synonyms = [...g.synonyms, ...g.completionSynonyms];
      if (synonyms.length)
        alternatives.push({ queries: synonyms, combineWith: 'OR', prefix: false, fields: synonymFields });
      for (const phrase of g.phrases)
        alternatives.push({ queries: phrase, combineWith: 'AND', prefix: false, fields: synonymFields });
      return { combineWith: 'OR', queries: alternatives };
    }),
  };
}
