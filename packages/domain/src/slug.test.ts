import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Jinnah Super Grocers', 'jinnah-super-grocers'],
    ["Ali's Café (Lahore).", 'alis-cafe-lahore'],
    ['  --Saddar   Electronics--Hub  ', 'saddar-electronics-hub'],
    ['Kurta 2.0', 'kurta-20'],
    ['اردو بازار', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(uniqueSlug('tea-house', new Set())).toBe('tea-house');
    expect(uniqueSlug('tea-house', new Set(['tea-house']))).toBe('tea-house-2');
    expect(uniqueSlug('tea-house', new Set(['tea-house', 'tea-house-2']))).toBe('tea-house-3');
  });
});
