import { CATEGORIES } from './data/categories';
import { STORES } from './data/places';

/** The named top categories and their children: the smallest market has every one of them. */
export const NAMED_CATEGORIES = CATEGORIES.reduce((n, top) => n + 1 + Object.keys(top.children).length, 0);

/**
 * How big a market the seed makes. Every size runs the same code and starts with the same named
 * market (the README's stores, customer, staff, coupons); a larger size adds generated stores,
 * categories and items after it.
 */
export type MarketSize = {
  name: string;
  /** The same seed and counts make the same market. */
  seed: number;
  /** Stores in all: the named stores first, then generated ones. */
  stores: number;
  /** Categories in all: the named ones first, then variants of the named children ("Premium Laptops"). */
  categories: number;
  /** Items in all, never fewer than the named stores' catalogue (about 300); the rest over every store. */
  items: number;
  /** Written reviews, about; by this many reviewers. */
  reviews: number;
  reviewers: number;
  /** Item campaigns (flash deals), at most. */
  flashDeals: number;
};

/** What `npm start` seeds and the tests use: the named market alone. */
export const DEMO_MARKET: MarketSize = {
  name: 'demo',
  seed: 2026,
  stores: STORES.length,
  categories: NAMED_CATEGORIES,
  items: 0,
  reviews: 170,
  reviewers: 8,
  flashDeals: 8,
};

/** What `npm run seed:bench` builds for the load benchmark. */
export const BENCH_MARKET: MarketSize = {
  name: 'bench',
  seed: 7,
  stores: 1_000,
  categories: 200,
  items: 100_000,
  reviews: 30_000,
  reviewers: 200,
  flashDeals: 20,
};
