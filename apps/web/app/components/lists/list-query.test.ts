import { describe, expect, it } from 'vitest';
import { hasFilters, listApiQuery, pageCount, pageHref, readListFilters } from './list-query';

const read = (qs: string, limit = 20) => readListFilters(new URLSearchParams(qs), limit);

describe('readListFilters', () => {
  it('defaults to page 1 and no filters', () => {
    expect(read('')).toEqual({ page: 1 });
    expect(hasFilters(read(''))).toBe(false);
  });

  it('reads page, sort, price range, rating and stock', () => {
    const f = read('page=3&sort=price_asc&min_price=100&max_price=5000&rating=4&in_stock=1');
    expect(f).toEqual({
      page: 3,
      sort: 'price_asc',
      min_price: 100,
      max_price: 5000,
      rating: 4,
      in_stock: true,
    });
    expect(hasFilters(f)).toBe(true);
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(read('page=-2&sort=cheapest&min_price=abc&rating=9&in_stock=yes')).toEqual({ page: 1 });
    expect(read('page=0').page).toBe(1);
    expect(read('min_price=1.5').min_price).toBeUndefined();
  });

  it('swaps an inverted price range and keeps the page inside the list window', () => {
    expect(read('min_price=900&max_price=100')).toMatchObject({ min_price: 100, max_price: 900 });
    expect(read('page=999999', 20).page).toBe(500);
    expect(read('page=999999', 40).page).toBe(250);
  });
});

describe('listApiQuery', () => {
  it('sends only what was asked, the page as offset', () => {
    expect(listApiQuery({ page: 2 }, 20)).toEqual({ limit: 20, offset: 2 });
    expect(listApiQuery({ page: 1, sort: 'newest', in_stock: true, rating: 3 }, 40)).toEqual({
      limit: 40,
      offset: 1,
      sort: 'newest',
      in_stock: '1',
      rating: 3,
    });
  });
});

describe('pageCount and pageHref', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(50_000, 20)).toBe(500);
  });

  it('keeps the other parameters and drops page=1', () => {
    const search = new URLSearchParams('sort=rating&page=2');
    expect(pageHref('/deals', search, 3)).toBe('/deals?sort=rating&page=3');
    expect(pageHref('/deals', search, 1)).toBe('/deals?sort=rating');
    expect(pageHref('/deals', new URLSearchParams(), 1)).toBe('/deals');
  });
});
