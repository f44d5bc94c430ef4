import { type ApiCall, createApiClient } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { loader } from './product';

type LoaderArgs = Parameters<typeof loader>[0];

const ITEM = { id: 7, slug: 'basmati-rice-5kg', name: 'Basmati rice 5 kg' };
const RELATED = [ITEM, { id: 8, slug: 'sella-rice-5kg', name: 'Sella rice 5 kg', price: 2100 }];
const REVIEWS = { total_size: 1, limit: 10, offset: 1, avg_rating: 5, rating_count: 1, reviews: [{ id: 1 }] };

/** The in-process API as the product page sees it; `held` paths never answer. */
function apiAnswering(held: string[] = []): ApiCall {
  const answers: Record<string, unknown> = {
    [`/items/details/${ITEM.slug}`]: ITEM,
    [`/items/reviews/${ITEM.id}`]: REVIEWS,
    [`/items/related-items/${ITEM.id}`]: RELATED,
  };
  return createApiClient({
    baseUrl: '/api/v1',
    fetch: async (url) => {
      const path = url.replace('/api/v1', '').split('?')[0] ?? '';
      if (held.includes(path)) return new Promise<Response>(() => {});
      return new Response(JSON.stringify(answers[path]), { status: path in answers ? 200 : 404 });
    },
  });
}

const load = (api: ApiCall) =>
  loader({
    context: { api, signedIn: false, locale: 'en' },
    params: { product_slug: ITEM.slug },
    request: new Request(`http://shop.test/product/${ITEM.slug}`),
  } as unknown as LoaderArgs);

describe('product page loader', () => {
  it('renders reviews and related items in the page itself when the API answers them at once', async () => {
    const data = await load(apiAnswering());
    expect(data.reviews).toEqual(REVIEWS);
    // Related items as cards, without the item itself.
    expect(data.related).toEqual([expect.objectContaining({ id: 8, slug: 'sella-rice-5kg', price: 2100 })]);
  });

  it('streams both after the page when one is slow, instead of holding the page back', async () => {
    const data = await load(apiAnswering([`/items/related-items/${ITEM.id}`]));
    expect(data.reviews).toBeInstanceOf(Promise);
    expect(data.related).toBeInstanceOf(Promise);
    expect(await data.reviews).toEqual(REVIEWS);
  });
});
