import type { ReviewList } from '@bazaar/contract';
import { type Locale, t } from '@bazaar/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rootData } from '../../lib/root-data.server';
import { Reviews } from './reviews';

const render = (list: ReviewList, locale: Locale = 'en') => {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          index: true,
          Component: () => (
            <Reviews list={list} photoBase="/storage/review" storeName="Jinnah Super Grocers" />
          ),
        },
      ],
    },
  ]);
  return renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData(locale) } }} />,
  );
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
const review = (over: Partial<ReviewList['reviews'][number]> = {}): ReviewList['reviews'][number] => ({
  id: 1,
  item_id: 7,
  user_id: 3,
  comment: 'The eggs came cracked',
  attachment: [],
  attachment_full_url: [],
  rating: 2,
  order_id: 11,
  customer: { f_name: 'Ayesha', l_name: '', image: null },
  created_at: '2026-12-01T10:00:00.000Z',
  reply: null,
  replied_at: null,
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

describe('Reviews: the store’s reply under the review', () => {
  const replied = review({
    reply: 'Sorry! <b>Trays</b> from now on.',
    replied_at: '2026-12-02T09:30:00.000Z',
  });

  it.each(['en', 'ur', 'ar', 'sp'] as const)('says who replied and when, in %s', (locale) => {
    const html = render(list({ reviews: [replied], total_size: 1, rating_count: 1, avg_rating: 2 }), locale);
    expect(html).toContain('data-testid="review-reply"');
    expect(html).toContain(t('product.reply_from', { store: 'Jinnah Super Grocers' }, locale));
    expect(html).toContain('<time dateTime="2026-12-02T09:30:00.000Z"');
    // Plain text as written: the reply's markup is shown, never run.
    expect(html).toContain('Sorry! &lt;b&gt;Trays&lt;/b&gt; from now on.');
  });

  it('shows nothing for a review without a reply', () => {
    const html = render(list({ reviews: [review()], total_size: 1, rating_count: 1, avg_rating: 2 }));
    expect(html).toContain('The eggs came cracked');
    expect(html).not.toContain('data-testid="review-reply"');
  });
});
