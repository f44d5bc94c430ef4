// What many journeys need: a fresh customer signed in, the customer's and the staff's
// API with the right tokens, plain items from open stores, an order placed through the API, and axe-core
// over the page's own content. One home for each, so journeys stay about what they check.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@bazaar/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './axe';
import { BASE_URL } from './browser';

export const API = `${BASE_URL}/api/v1`;

export type ApiItem = {
  id: number;
  slug: string;
  name: string;
  price: number;
  stock: number;
  store_id: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  food_variations: unknown[];
};
type ApiStore = { id: number; slug: string; name: string; open: number; minimum_order: number };

/**
 * Two plain items (no variation or choice to pick) from two stores that are open now and have no
 * minimum order, so the journeys follow the seed and the clock.
 */
export async function pickItems(): Promise<[ApiItem, ApiItem]> {
  const { stores } = (await (await fetch(`${API}/stores/get-stores/all?limit=50`)).json()) as {
    stores: ApiStore[];
  };
  const usable = new Set(stores.filter((s) => s.open === 1 && s.minimum_order === 0).map((s) => s.id));
  const { products } = (await (await fetch(`${API}/items/latest?limit=100`)).json()) as {
    products: ApiItem[];
  };
  const plain = products.filter(
    (p) =>
      usable.has(p.store_id) &&
      p.stock > 20 &&
      p.variations.length === 0 &&
      p.food_variations.length === 0 &&
      p.maximum_cart_quantity === null,
  );
  const first = plain[0];
  const second = plain.find((p) => p.store_id !== first?.store_id);
  assert.ok(first && second, 'the demo market has plain items in two open stores without a minimum order');
  return [first, second];
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** A customer signed up through the registration page: its browser cookies and its API token. */
export type Customer = { email: string; password: string; cookies: Cookies; token: string };

/**
 * A new customer, signed up through the API and signed in in `context` (the session cookie the
 * storefront sets holds the API's token), landed on home. Signing up through the page is the account
 * journey's subject; the others only need someone signed in.
 */
export async function registerCustomer(
  page: Page,
  context: BrowserContext,
  name: { first: string; last: string } = { first: 'Sana', last: 'Qureshi' },
): Promise<Customer> {
  const email = `${name.first.toLowerCase()}.${randomBytes(4).toString('hex')}@example.pk`;
  const password = 'Karahi-Lahore-2026';
  const { token } = await apiCall<{ token: string }>(null, '/auth/sign-up', {
    method: 'POST',
    body: { f_name: name.first, l_name: name.last, email, phone: '3001234567', password },
  });
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: BASE_URL, httpOnly: true, secure: true, sameSite: 'Lax' },
  ]);
  await page.goto('/');
  return signedInAs(context, email, password);
}

/** A new customer signed up on /auth/register in this page, landed on home signed in (for journeys about it). */
export async function signUpThroughPage(
  page: Page,
  context: BrowserContext,
  name: { first: string; last: string },
): Promise<Customer> {
  const email = `${name.first.toLowerCase()}.${randomBytes(4).toString('hex')}@example.pk`;
  const password = 'Karahi-Lahore-2026';
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('3001234567');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return signedInAs(context, email, password);
}

async function signedInAs(context: BrowserContext, email: string, password: string): Promise<Customer> {
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === SESSION_COOKIE);
  assert.ok(session, 'signed in');
  return { email, password, cookies, token: session.value };
}

/** Adds one of `item` to the cart from its product page, and waits for the spec's toast. */
export async function addToCart(page: Page, item: { slug: string }) {
  await page.goto(`/product/${item.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Cart updated successfully.').first().waitFor();
}

/** A new browser context signed in as `customer` (CSP bypassed so axe-core can be injected). */
export async function signedInPage(
  browser: Browser,
  customer: Customer,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, bypassCSP: true });
  await context.addCookies(customer.cookies);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}

/** A call to /api/v1 with a bearer token; asserts the status and answers the JSON body. */
export async function apiCall<T>(
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown; status?: number; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(`${API}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  assert.equal(res.status, init.status ?? 200, `${init.method ?? 'GET'} ${path}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The customer's API, with the browser's own session token. */
export const customerCall = <T>(customer: Customer, path: string, init?: Parameters<typeof apiCall>[2]) =>
  apiCall<T>(customer.token, path, init);

export type StaffSession = { token: string; role: string; store_id: number | null };

/** Sessions signed in by this process; with E2E_STATE_DIR (e2e/run.mjs), those of the whole run too. */
const staffSessions = new Map<string, StaffSession>();

/**
 * A staff member's session on this run's server, signed in once for all journey files: each file runs
 * in a process of its own, and the server refuses a 61st staff sign-in from one address within 15
 * minutes (decision 305), which the every-page checks would pass. Kept in a folder made for this run
 * alone (never a stale token of another server); no journey signs these accounts out.
 */
export async function staffSession(who: { email: string; password: string }): Promise<StaffSession> {
  const dir = process.env.E2E_STATE_DIR;
  const file = dir ? path.join(dir, 'staff-sessions.json') : null;
  if (file && existsSync(file))
    for (const [email, session] of Object.entries(JSON.parse(readFileSync(file, 'utf8'))))
      staffSessions.set(email, session as StaffSession);
  const known = staffSessions.get(who.email);
  if (known) return known;
  const session = await apiCall<StaffSession>(null, '/staff/auth/login', { method: 'POST', body: who });
  staffSessions.set(who.email, session);
  if (file) writeFileSync(file, JSON.stringify(Object.fromEntries(staffSessions)));
  return session;
}

/** A staff token (README's staff accounts): the admin, or the seller of Jinnah Super Grocers. */
export async function staffToken(who: 'admin' | 'seller' = 'admin'): Promise<string> {
  const credentials =
    who === 'admin'
      ? { email: 'admin@bazaar.pk', password: 'bazaar-admin-2026' }
      : { email: 'seller@bazaar.pk', password: 'bazaar-seller-2026' };
  return (await staffSession(credentials)).token;
}

/** The admin tops the customer's wallet up by `amount` rupees. */
export async function staffTopUp(email: string, amount: number) {
  await apiCall(await staffToken('admin'), '/admin/wallet/add-fund', {
    method: 'POST',
    body: { email, amount, reference: 'browser journey' },
  });
}

/** The statuses a store moves a cash-on-delivery order through to delivered. */
export const TO_DELIVERED = ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'] as const;

/** The admin (who may act for every store) moves an order through `statuses`, one call each. */
export async function moveOrder(orderId: number, statuses: readonly string[]) {
  const token = await staffToken('admin');
  for (const status of statuses) {
    await apiCall(token, '/admin/order/status', { method: 'PUT', body: { order_id: orderId, status } });
  }
}

/**
 * Places a cash-on-delivery order of `quantity` × `item` for the customer through the API (asking the
 * total first, as the README's walk-through does), and answers its id.
 */
export async function placeOrderByApi(
  customer: Customer,
  item: ApiItem,
  { quantity = 1, payment_method = 'cash_on_delivery' }: { quantity?: number; payment_method?: string } = {},
): Promise<number> {
  const order = {
    Stores: [{ store_id: item.store_id, cart: [{ item_id: item.id, quantity }] }],
    payment_method,
    contact_person_name: 'Sana Qureshi',
    contact_person_number: '03001234567',
    address: 'House 7, Street 12, F-7/2, Islamabad',
    latitude: 33.7215,
    longitude: 73.0433,
  };
  const quote = await customerCall<{ status?: boolean; message?: string }>(
    customer,
    '/customer/order/place',
    {
      method: 'POST',
      body: { ...order, totalOrderAmount: 0 },
    },
  );
  const total = Number(/total is (\d+)/.exec(quote.message ?? '')?.[1]);
  assert.ok(Number.isFinite(total) && total > 0, `the server names the total: ${quote.message}`);
  const placed = await customerCall<{ order_id: number }>(customer, '/customer/order/place', {
    method: 'POST',
    body: { ...order, totalOrderAmount: total },
    headers: { 'idempotency-key': `journey-${randomBytes(8).toString('hex')}` },
  });
  return placed.order_id;
}

/**
 * No serious or critical axe-core violation in the page's own content (`main`) as it is now; the shared
 * chrome around it has its own journey (a11y.test.ts).
 */
export async function assertAccessible(page: Page, where: string) {
  const all = await seriousViolations(page);
  const inMain: typeof all = [];
  for (const v of all) {
    const nodes = [];
    for (const n of v.nodes) {
      const selector = n.target.join(' ');
      if (await page.evaluate((sel) => Boolean(document.querySelector(sel)?.closest('main')), selector)) {
        nodes.push(n);
      }
    }
    if (nodes.length > 0) inMain.push({ ...v, nodes });
  }
  assert.equal(inMain.length, 0, `${where}:\n${describeViolations(inMain)}`);
}

/**
 * With SCREENSHOTS=1 (never in CI), the whole page as `docs/screenshots/<name>.png`, for the README's
 * table; a journey shoots the pages it has just checked.
 */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS === '1') {
    await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
  }
}
