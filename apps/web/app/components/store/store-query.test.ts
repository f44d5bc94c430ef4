import { describe, expect, it } from 'vitest';
import { storeItemsRequest, storeListHref, storeSorts } from './store-query';

const categories = [
  { id: 3, slug: 'rice' },
  { id: 7, slug: 'spices' },
];
const read = (query: string) => storeItemsRequest(new URLSearchParams(query), categories);

describe('the store page address', () => {
  it('lists every item, newest first, on page 1 by default', () => {
    expect(read('')).toEqual({ q: '', category: null, sort: 'newest', page: 1 });
  });

  it('searches best match first, with the category the store sells in', () => {
    expect(read('q=%20basmati%20&category=rice&page=2')).toEqual({
      q: 'basmati',
      category: { id: 3, slug: 'rice' },
      sort: 'relevance',
      page: 2,
    });
  });

  it.each([
    ['category=shoes', 'an unknown category lists all items', { category: null }],
    ['sort=cheapest', 'an unknown sort keeps the default', { sort: 'newest' }],
    ['sort=relevance', 'best match without a search keeps the default', { sort: 'newest' }],
    ['sort=price_asc', 'a known sort is kept', { sort: 'price_asc' }],
    ['q=dal&sort=rating', 'a sort is kept while searching', { sort: 'rating', q: 'dal' }],
  ])('%s: %s', (query, _why, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('cuts search text at the API’s 100 characters', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('offers best match only while searching', () => {
    expect(storeSorts(false)).not.toContain('relevance');
    expect(storeSorts(true)[0]).toBe('relevance');
  });

  it('changes one parameter, drops empty ones and goes back to page 1', () => {
    const search = new URLSearchParams('q=dal&category=rice&page=3');
    expect(storeListHref('/stores/a', search, { category: 'spices' })).toBe(
      '/stores/a?q=dal&category=spices',
    );
    expect(storeListHref('/stores/a', search, { category: null, q: '' })).toBe('/stores/a');
  });
});
