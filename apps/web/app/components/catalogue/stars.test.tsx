import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { goldWidth, Stars } from './stars';

describe('goldWidth', () => {
  it.each([
    [0, '0%'],
    [1, '20%'],
    [2.5, '50%'],
    [4.45, '89%'],
    [5, '100%'],
    [7, '100%'],
    [-1, '0%'],
  ])('a rating of %s is gold over %s of the row', (rating, width) => {
    expect(Number.parseFloat(goldWidth(rating))).toBeCloseTo(Number.parseFloat(width), 6);
  });
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

  it('without a label it is a picture only, hidden from screen readers', () => {
    const out = renderToString(<Stars rating={4} />);
    expect(out).toContain('aria-hidden="true"');
    expect(out).not.toContain('role="img"');
    expect(out).not.toContain('aria-label');
  });

  it('paints the gold row from the start of the line, as wide as the rating, laid from the right in RTL', () => {
    const gold = /<span class="([^"]*text-accent-400[^"]*)" style="([^"]*)"/.exec(html(3.5));
    expect(gold?.[1]?.split(' ')).toEqual(
      expect.arrayContaining(['start-0', 'rtl:[mask-position:100%_center]']),
    );
    expect(gold?.[2]).toBe('width:70%');
  });
});
