import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';

/**
 * Every route of spec §2's public table answers a real page: status 200 (after any redirect a guest
 * gets, e.g. a recovery step back to its first step), not the 'Page not found' page, and a title.
 * Server-rendered HTML is enough to tell, so this uses plain requests (no browser).
 */

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${BASE_URL}/api/v1${path}`);
  assert.equal(res.status, 200, `GET /api/v1${path}`);
  return (await res.json()) as T;
};

type Page = { status: number; html: string; title: string; contentType: string };

async function get(path: string): Promise<Page> {
  const res = await fetch(`${BASE_URL}${path}`);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
  return { status: res.status, html, title, contentType: res.headers.get('content-type') ?? '' };
}

const isNotFoundPage = (html: string) =>
  /data-testid="(not-found|error-page)"/.test(html) || /<h1[^>]*>Page not found<\/h1>/.test(html);

describe('routes: every public route of spec §2', () => {
  const real: string[] = [];
  let productSlug = '';

  before(async () => {
    const [products, stores, blogs, categories, sales, deals] = await Promise.all([
      api<{ products: { slug: string }[] }>('/items/latest?limit=1'),
      api<{ stores: { slug: string }[] }>('/stores/get-stores/all?limit=1'),
      api<{ blogs: { slug: string }[] }>('/blogs?limit=1'),
      api<{ slug: string }[]>('/categories'),
      api<{ id: number }[]>('/campaigns/basic'),
      api<{ id: number }[]>('/campaigns/item'),
    ]);
    const first = <T>(list: T[], what: string): T => {
      assert.ok(list[0], `the demo market has a ${what}`);
      return list[0];
    };
    productSlug = first(products.products, 'product').slug;
    real.push(
      '/',
      '/about',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/auth/login',
      '/auth/forgot-password',
      '/auth/verify-token',
      '/auth/reset-password',
      '/auth/register',
      '/auth/google-login',
      '/auth/send-verification-link?email=demo%40bazaar.pk',
      `/basic-campaign/${first(sales, 'basic campaign').id}`,
      `/campaign/${first(deals, 'item campaign').id}`,
      '/campaign',
      '/best-selling-items',
      '/new-items',
      '/popular-items',
      '/sponsered-items',
      '/deals',
      '/blogs',
      `/blogs/${first(blogs.blogs, 'blog post').slug}`,
      '/categories',
      `/categories/products/${first(categories, 'category').slug}`,
      `/product/${productSlug}`,
      '/search?query=phone',
      '/stores',
      `/stores/${first(stores.stores, 'store').slug}`,
      '/payment-success?order_id=1&checkout_id=1',
      '/payment-fail?order_id=1&checkout_id=1',
      '/cart',
    );
  });

  it('each answers a real page with a title', async () => {
    const failures: string[] = [];
    for (const path of real) {
      const page = await get(path);
      if (page.status !== 200) failures.push(`${path}: status ${page.status}`);
      else if (isNotFoundPage(page.html)) failures.push(`${path}: the 'Page not found' page`);
      else if (!page.title || page.title === 'Bazaar')
        failures.push(`${path}: no page title ('${page.title}')`);
    }
    assert.deepEqual(failures, []);
  });

  it('/checkout asks a guest to sign in first and brings them back (it needs an account)', async () => {
    const res = await fetch(`${BASE_URL}/checkout`, { redirect: 'manual' });
    assert.ok([302, 303].includes(res.status), `status ${res.status}`);
    const to = new URL(res.headers.get('location') ?? '', BASE_URL);
    assert.equal(to.pathname, '/auth/login');
    assert.equal(to.searchParams.get('redirectTo'), '/checkout');
  });

  it("/test, the original's leftover test page, is left out (decision 506): 404", async () => {
    const page = await get('/test');
    assert.equal(page.status, 404);
    assert.ok(isNotFoundPage(page.html));
  });

  it('an unknown path is 404 with a real title', async () => {
    const page = await get('/no-such-page-here');
    assert.equal(page.status, 404);
    assert.ok(isNotFoundPage(page.html));
    assert.match(page.title, /Page not found/);
  });

  it('unknown campaign ids are 404', async () => {
    for (const path of ['/campaign/999999', '/campaign/abc', '/basic-campaign/999999', '/basic-campaign/0']) {
      const page = await get(path);
      assert.equal(page.status, 404, path);
      assert.ok(isNotFoundPage(page.html), path);
    }
  });

  it('sitemap.xml lists the public pages with absolute addresses, cacheable for an hour', async () => {
    const res = await fetch(`${BASE_URL}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/xml/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=3600');
    const xml = await res.text();
    assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    assert.ok(locs.includes(`${BASE_URL}/`));
    for (const path of real.filter(
      // Personal pages (sign-in, payment outcomes, the cart) are not for search engines.
      (p) => !p.startsWith('/auth') && !p.startsWith('/payment') && p !== '/cart' && !p.includes('?'),
    )) {
      assert.ok(locs.includes(`${BASE_URL}${path}`), `sitemap lists ${path}`);
    }
    assert.ok(locs.includes(`${BASE_URL}/product/${productSlug}`));
    assert.ok(locs.every((l) => l.startsWith(`${BASE_URL}/`)));
    assert.ok(!locs.some((l) => /\/(auth|customer|checkout|cart)(\/|$)/.test(new URL(l).pathname)));
  });

  it('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await fetch(`${BASE_URL}/robots.txt`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=3600');
    const text = await res.text();
    for (const prefix of ['/customer', '/checkout', '/cart', '/auth', '/api']) {
      assert.ok(text.includes(`Disallow: ${prefix}\n`), prefix);
    }
    assert.ok(text.includes(`Sitemap: ${BASE_URL}/sitemap.xml`));
  });
});

describe('routes: the two account pages of the customer-app table', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  before(async () => {
    ({ browser, close } = await launch());
  });
  after(() => close());

  it('/auth/send-verification-link prefills the email, refuses a bad one under the field, then sends', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/auth/send-verification-link?email=not-an-email');
    const email = page.getByLabel('Email', { exact: true });
    assert.equal(await email.inputValue(), 'not-an-email');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.locator('#field-email-error').waitFor();
    assert.equal(await page.locator('#field-email-error').textContent(), 'Enter a valid email address');

    await email.fill('demo@bazaar.pk');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByTestId('verification-sent').waitFor();
    assert.match(
      (await page.getByTestId('verification-sent').textContent()) ?? '',
      /Email sent successfully\./,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('/auth/google-login without a Google client id says so and links to sign in, loading nothing of Google', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(req.url()));
    await page.goto('/auth/google-login');
    assert.ok(await page.getByTestId('google-unavailable').isVisible());
    assert.ok(await page.getByText('Google sign-in is not available').isVisible());
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await page.waitForURL('**/auth/login');
    assert.ok(!asked.some((u) => u.includes('accounts.google.com')));
    assert.deepEqual(errors, []);
    await context.close();
  });
});

/** The storefront's session cookie (decision 302): it holds the API token. */
const SESSION_COOKIE = 'bazaar_session';

type Product = { id: number; store_id: number; stock: number; variations: unknown[] };
type Placed = { status: boolean; message: string; order_ids?: number[]; checkout_id?: number } & {
  order_payment?: { redirect_url: string | null };
};

async function apiJson<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, init);
  return { status: res.status, body: (await res.json()) as T };
}

/** A fresh customer (this journey's orders touch nobody else's). */
async function newCustomer(): Promise<string> {
  const tag = randomBytes(4).toString('hex');
  const { status, body } = await apiJson<{ token: string }>('/auth/sign-up', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      f_name: 'Payment',
      l_name: 'Journey',
      email: `pay-${tag}@example.pk`,
      phone: `0300${String(Number.parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`,
      password: `journey-${tag}-pass`,
      registration_type: 'manual',
    }),
  });
  assert.equal(status, 200, 'sign-up');
  return body.token;
}

/** Two stocked items without variations from two stores: one checkout, two orders. */
async function twoStoresItems(): Promise<Product[]> {
  const { body } = await apiJson<{ products: Product[] }>('/items/latest?limit=100');
  const plain = body.products.filter((p) => p.variations.length === 0 && p.stock > 5);
  const first = plain[0];
  const second = plain.find((p) => p.store_id !== first?.store_id);
  assert.ok(first && second, 'two stocked items from two stores');
  return [first, second];
}

/** Place a digital-payment checkout through the API, as the checkout page would. */
async function placeDigital(token: string, products: Product[]) {
  const place = (total: number) =>
    apiJson<Placed>('/customer/order/place', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'Idempotency-Key': randomBytes(12).toString('hex'),
      },
      body: JSON.stringify({
        Stores: products.map((p) => ({ store_id: p.store_id, cart: [{ item_id: p.id, quantity: 1 }] })),
        payment_method: 'digital_payment',
        totalOrderAmount: total,
        contact_person_name: 'Payment Journey',
        contact_person_number: '03001234567',
        address: 'House 1, Street 2, F-7',
        latitude: 33.72,
        longitude: 73.05,
      }),
    });
  // The client's total is only compared: the first answer says the server's one.
  const probe = await place(0);
  const total = Number(/(\d[\d,]*)/.exec(probe.body.message)?.[1]?.replaceAll(',', ''));
  assert.ok(total > 0, `a total in '${probe.body.message}'`);
  const { body } = await place(total);
  assert.equal(body.status, true, body.message);
  assert.ok(body.order_payment?.redirect_url && body.order_ids && body.checkout_id);
  return {
    redirect: body.order_payment.redirect_url,
    orderIds: body.order_ids,
    checkoutId: body.checkout_id,
  };
}

describe('payment return pages: the sandbox provider sends the shopper back', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let token: string;
  let products: Product[];
  before(async () => {
    ({ browser, close } = await launch());
    [token, products] = await Promise.all([newCustomer(), twoStoresItems()]);
  });
  after(() => close());

  it('paid: /payment-success lists every order of the checkout with a link to follow it (375 px)', async () => {
    const { orderIds, redirect } = await placeDigital(token, products);
    assert.equal(orderIds.length, 2);
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: BASE_URL }]);
    await page.goto(new URL(new URL(redirect).pathname, BASE_URL).href);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/payment-success?*');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Payment successful');
    assert.deepEqual(
      await page.getByTestId('paid-order').allTextContents(),
      orderIds.map((id) => `Order #${id}`),
    );
    for (const id of orderIds) {
      assert.equal(await page.locator(`a[href="/customer/order/${id}"]`).count(), 1);
    }
    assert.ok(await page.getByRole('heading', { name: 'What happens next' }).isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('failed: /payment-fail offers to pay again, cash on delivery, and the order (1280 px)', async () => {
    const { orderIds, redirect } = await placeDigital(token, products);
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: BASE_URL }]);
    await page.goto(new URL(new URL(redirect).pathname, BASE_URL).href);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL('**/payment-fail?*');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Payment failed');
    assert.equal(await page.getByTestId('payment-retry').getAttribute('href'), '/checkout');
    assert.equal(await page.getByTestId('payment-cod').getAttribute('href'), '/checkout?payment=cod');
    assert.equal(await page.locator(`a[href="/customer/order/${orderIds[0]}"]`).count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a guest (or another browser) sees the order number from the address, nothing else', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    const res = await page.goto('/payment-success?order_id=41&checkout_id=40');
    assert.equal(res?.status(), 200);
    assert.deepEqual(await page.getByTestId('paid-order').allTextContents(), ['Order #41']);
    await context.close();
  });
});

describe('routes: the signed-in customer routes of spec §2', () => {
  const area = [
    '/customer',
    '/customer/edit-profile',
    '/customer/favorite',
    '/customer/notifications',
    '/customer/orders',
    '/customer/reviews',
    '/customer/wallet',
    '/customer/complaints',
    '/customer/ticket/list',
    '/customer/ticket/create',
  ];

  it('a guest asking for any of them is sent to sign in, and back there afterwards', async () => {
    for (const path of [...area, '/customer/ticket/1', '/customer/order/1']) {
      const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      assert.equal(res.status, 302, path);
      const to = new URL(res.headers.get('location') ?? '', BASE_URL);
      assert.equal(to.pathname, '/auth/login', path);
      assert.equal(to.searchParams.get('redirectTo'), path);
    }
  });

  it('signed in, each answers its page in the dashboard layout (the order page without it)', async () => {
    const token = await newCustomer();
    const form = new FormData();
    form.set('subject', 'Where is my parcel');
    form.set('message', 'It has not come yet.');
    const ticket = await apiJson<{ ticket: { id: number } }>('/customer/ticket/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(ticket.status, 200, 'a ticket to open');
    const cookie = { cookie: `bazaar_session=${token}` };
    for (const path of [...area, `/customer/ticket/${ticket.body.ticket.id}`]) {
      const res = await fetch(`${BASE_URL}${path}`, { headers: cookie, redirect: 'manual' });
      const html = await res.text();
      assert.equal(res.status, 200, path);
      assert.match(html, /data-testid="customer-sidebar"/, `${path} has the sidebar`);
      assert.ok(!isNotFoundPage(html), path);
      assert.equal(res.headers.get('cache-control'), 'private, no-store', `${path} is never cached`);
    }
    const missing = await fetch(`${BASE_URL}/customer/order/999999999`, { headers: cookie });
    assert.equal(missing.status, 404, 'an order that is not the customer’s is not found');
  });
});
