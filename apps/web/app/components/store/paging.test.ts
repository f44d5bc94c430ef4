import { describe, expect, it } from 'vitest';
import { pageCount, pageHref, pageParam, pageWindow } from './paging';

describe('paging links', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('reads ?%s as page %i', (query, page) => {
    expect(pageParam(new URLSearchParams(query))).toBe(page);
  });

  it('keeps the other parameters and drops page 1', () => {
    const search = new URLSearchParams('q=rice&page=2');
    expect(pageHref('/stores/a', search, 3)).toBe('/stores/a?q=rice&page=3');
    expect(pageHref('/stores/a', search, 1)).toBe('/stores/a?q=rice');
    expect(pageHref('/stores', new URLSearchParams('page=4'), 1)).toBe('/stores');
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [12, 12, [1, null, 10, 11, 12]],
    [4, 12, [1, 2, 3, 4, 5, 6, null, 12]],
  ])('page %i of %i shows %j', (current, pages, expected) => {
    expect(pageWindow(current, pages)).toEqual(expected);
  });
});
