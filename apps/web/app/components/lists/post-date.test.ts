import { describe, expect, it } from 'vitest';
import { paragraphs, postDate } from './post-date';

describe('postDate', () => {
  it('uses Pakistan time, so a late-UTC date is the next day', () => {
    expect(postDate('2025-03-09T20:00:00.000Z', 'en')).toContain('10');
    expect(postDate('2025-03-09T20:00:00.000Z', 'en')).toContain('2025');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('One.\n\nTwo\nlines.\n\n\n  \n').map((p) => p.text)).toEqual(['One.', 'Two\nlines.']);
    expect(paragraphs('<b>x</b>')).toEqual([{ key: 'p0', text: '<b>x</b>' }]);
  });
});
