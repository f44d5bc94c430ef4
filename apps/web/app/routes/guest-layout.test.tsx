import { type ApiCall, type Config, createApiClient, type Item } from '@bazaar/contract';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ItemCard } from '../components/catalogue/item-card';
import GuestLayout, { type ChromeData, loader } from './guest-layout';

type LoaderArgs = Parameters<typeof loader>[0];

const CONFIG = {
  business_name: 'Bazaar',
  logo: '/storage/business/logo.svg',
  about_us: 'About',
  privacy_policy: 'Privacy, at length',
  terms_and_conditions: 'Terms, at length',
  leopard_detail: '{"courier":"Leopards"}',
  phone: '+92 300 0000000',
  email: 'help@bazaar.pk',
  seller_registration_url: '/seller/register',
  seller_login_url: '/seller/login',
  social_media: [],
  currency_symbol: 'PKR',
  base_urls: { item_image_url: '/storage/product' },
} as unknown as Config;

const CART_COUNT = { count: 3 };

/**
 * An in-memory API that holds every answer until `release()`: a call that waits for another's answer
 * would not have started by then.
 */
function gatedApi(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api: ApiCall = createApiClient({
    baseUrl: '/api/v1',
    fetch: async (url) => {
      const path = url.replace('/api/v1', '').split('?')[0] ?? '';
      asked.push(path);
      await gate;
      const answer = answers[path] ?? { status: 404, body: { errors: [{ code: 'x', message: 'no' }] } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  });
  return { api, asked, release };
}

const ok = (body: unknown) => ({ status: 200, body });
const unauthorised = { status: 401, body: { errors: [{ code: 'auth', message: 'Unauthorized' }] } };
const settle = () => new Promise((resolve) => setImmediate(resolve));

const run = (api: ApiCall, signedIn: boolean) =>
  loader({
    context: { api, signedIn, xsrfToken: 't', cspNonce: 'n', locale: 'en' },
  } as unknown as LoaderArgs);

describe('guest layout loader', () => {
  it('asks for the signed-in cart beside config, categories and the customer, and counts its items', async () => {
    const { api, asked, release } = gatedApi({
      '/config': ok(CONFIG),
      '/categories': ok([]),
      '/customer/info': ok({ f_name: 'Sana', l_name: 'Mirza' }),
      '/customer/cart/count': ok(CART_COUNT),
      '/customer/global-notifications': ok({ unread: 2, unread_count: 2 }),
    });
    const data = run(api, true);
    await settle();
    expect([...asked].sort()).toEqual([
      '/categories',
      '/config',
      '/customer/cart/count',
      '/customer/global-notifications',
      '/customer/info',
    ]);
    release();
    expect((await data).cartCount).toBe(3);
    expect((await data).unreadCount).toBe(2);
  });

  it('sends for hydration only what the chrome shows of the category tree', async () => {
    const leaf = { image: 'x.svg', position: 1, module_id: 1, products_count: 9, childes: [] };
    const child = { ...leaf, id: 2, name: 'Rice', slug: 'rice', parent_id: 1 };
    const grandchild = { ...leaf, id: 3, name: 'Basmati', slug: 'basmati', parent_id: 2 };
    const top = {
      ...leaf,
      id: 1,
      name: 'Grocery',
      slug: 'grocery',
      image: 'grocery.svg',
      parent_id: null,
      childes: [{ ...child, childes: [grandchild] }],
    };
    const { api, release } = gatedApi({ '/config': ok(CONFIG), '/categories': ok([top]) });
    release();
    const data = await run(api, false);
    expect(data.categories).toEqual([
      {
        id: 1,
        name: 'Grocery',
        slug: 'grocery',
        image: 'grocery.svg',
        childes: [{ id: 2, name: 'Rice', slug: 'rice' }],
      },
    ]);
  });

  it('sends for hydration only the config fields pages read, not the long texts', async () => {
    const { api, release } = gatedApi({ '/config': ok(CONFIG), '/categories': ok([]) });
    release();
    const { config } = await run(api, false);
    const { about_us, privacy_policy, terms_and_conditions, leopard_detail, ...read } = CONFIG;
    expect(config).toEqual(read);
    expect(Object.keys(config)).not.toContain('about_us');
  });

  it('asks nothing about a cart for a guest', async () => {
    const { api, asked, release } = gatedApi({ '/config': ok(CONFIG), '/categories': ok([]) });
    release();
    const data = await run(api, false);
    expect(asked).not.toContain('/customer/cart/count');
    expect(data.cartCount).toBeNull();
    expect(data.customer).toBeNull();
  });

  it('treats a session the API no longer knows as signed out', async () => {
    const { api, release } = gatedApi({
      '/config': ok(CONFIG),
      '/categories': ok([]),
      '/customer/info': unauthorised,
      '/customer/cart/count': unauthorised,
    });
    release();
    const data = await run(api, true);
    expect(data.customer).toBeNull();
    expect(data.cartCount).toBeNull();
  });
});

const ITEM = {
  id: 1,
  name: 'Vivo Y36',
  slug: 'vivo-y36',
  image: null,
  price: 59_999,
  discount: 5_000,
  discount_type: 'amount',
  stock: 4,
  store_name: 'Hafeez Centre Mobiles',
  store_slug: 'hafeez-centre-mobiles',
  avg_rating: 0,
  rating_count: 0,
} as unknown as Item;

/** The layout as the server draws it, around one item card. */
function page(chrome: Partial<ChromeData>) {
  const data: ChromeData = {
    config: CONFIG,
    categories: [],
    customer: { id: 1, f_name: 'Sana', l_name: 'Mirza' },
    cartCount: null,
    unreadCount: null,
    xsrfToken: 't',
    locale: 'en',
    ...chrome,
  };
  const Stub = createRoutesStub([
    {
      id: 'routes/guest-layout',
      path: '/',
      loader: () => data,
      Component: GuestLayout as never,
      children: [{ index: true, Component: () => <ItemCard item={ITEM} imageBase="/storage/product" /> }],
    },
  ]);
  const html = renderToString(
    <Stub initialEntries={['/']} hydrationData={{ loaderData: { 'routes/guest-layout': data } }} />,
  );
  return html.replace(/[\u2066\u2069]/g, '').replace(/\u00a0|&nbsp;/g, ' ');
}

describe('the storefront chrome', () => {
  it('writes prices with the configured currency symbol', () => {
    const html = page({});
    expect(html).toContain('PKR 54,999');
    expect(html).toContain('PKR 59,999');
    expect(html).toContain('PKR 5,000 OFF');
    expect(html).not.toMatch(/Rs\s?\d/);
  });

  it('shows the cart count in the header and the bottom bar, and no badge at 0 or for a guest', () => {
    const three = page({ cartCount: 3 });
    expect(three).toMatch(/data-testid="header-cart-count"[^>]*>3</);
    expect(three).toMatch(/data-testid="bottom-bar-cart-count"[^>]*>3</);
    for (const html of [page({ cartCount: 0 }), page({ cartCount: null, customer: null })]) {
      expect(html).toContain('data-testid="header-cart"');
      expect(html).not.toContain('cart-count');
    }
  });
});
