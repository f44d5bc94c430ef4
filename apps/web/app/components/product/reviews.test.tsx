import type { ReviewList } from '@bazaar/contract';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Reviews } from './reviews';

const render = (list: ReviewList) => {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Reviews list={list} photoBase="/storage/review" /> },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
};
const list = (over: Partial<ReviewList>): ReviewList => ({
  total_size: 0,
  limit: 10,
  offset: 1,
  avg_rating: 0,
  rating_count: 0,
  reviews: [],
  ...over,
});

describe('Reviews: what a product says when it has no written review', () => {
  it.each([
    { name: 'no rating at all', over: {}, says: 'No reviews yet.', summary: false },
    {
      name: 'ratings without a written review',
      over: { avg_rating: 4.8, rating_count: 212 },
      says: 'No written reviews yet: these ratings were given without one.',
      summary: true,
    },
  ])('$name', ({ over, says, summary }) => {
    const html = render(list(over));
    expect(html).toContain(says);
    expect(html.includes('data-testid="rating-summary"')).toBe(summary);
    if (summary) expect(html).not.toContain('No reviews yet.');
  });
});
