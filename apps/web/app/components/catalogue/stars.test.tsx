import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars, wholeStars } from './stars';

describe('wholeStars', () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [0.5, 1],
    [3.49, 3],
    [3.5, 4],
    [4.81, 5],
    [5, 5],
    [7, 5],
    [-1, 0],
  ])('%s shows %s gold stars', (rating, stars) => expect(wholeStars(rating)).toBe(stars));
});

describe('Stars', () => {
  const html = (rating: number) => renderToString(<Stars rating={rating} label={`${rating} stars`} />);

  it('is one image read out by its label, carrying the rating for tests and scripts', () => {
    const out = html(4);
    expect(out).toContain('role="img"');
    expect(out).toContain('aria-label="4 stars"');
    expect(out).toContain('data-rating="4"');
    // No inline SVG: two masked spans, the grey row and the gold one over it.
    expect(out).not.toContain('<svg');
    expect(out.match(/star-row/g)).toHaveLength(2);
  });

  it.each([
    [0, 'w-0'],
    [1, 'w-1/5'],
    [2.2, 'w-2/5'],
    [3.6, 'w-4/5'],
    [5, 'w-full'],
  ])('a rating of %s paints the gold row %s of the five', (rating, width) => {
    const gold = /<span class="([^"]*text-accent-400[^"]*)"/.exec(html(rating))?.[1] ?? '';
    expect(gold.split(' ')).toContain(width);
    // From the start of the line, so the gold leads in Urdu and Arabic too.
    expect(gold.split(' ')).toContain('start-0');
  });
});
