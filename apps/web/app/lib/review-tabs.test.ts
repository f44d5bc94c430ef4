import { describe, expect, it } from 'vitest';
import { pageParam, reviewTab } from './review-tabs';

describe('reviewTab', () => {
  it.each([
    [null, 2, 'to-review'],
    [null, 0, 'written'],
    ['written', 5, 'written'],
    ['to-review', 0, 'to-review'],
    ['bogus', 1, 'to-review'],
    ['', 0, 'written'],
  ])('?tab=%s with %i waiting → %s', (asked, waiting, tab) => {
    expect(reviewTab(asked, waiting)).toBe(tab);
  });
});

describe('pageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['100001', 1],
  ])('%j → %i', (raw, page) => {
    expect(pageParam(raw)).toBe(page);
  });
});
