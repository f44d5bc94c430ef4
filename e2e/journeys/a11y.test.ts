// Issue 12 parts 6 and 7: every public page passes axe-core with no serious or critical violation at
// 375 and 1280 px, the mobile menu traps focus and gives it back to its trigger, and the pages work
// before (without) JavaScript: links, the search form and pagination are plain links and forms.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../support/axe';
import { BASE_URL, launch, VIEWPORTS } from '../support/browser';

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${BASE_URL}/api/v1${path}`, { headers: { accept: 'application/json' } });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
};

/** The pages to check, with real slugs from the demo market. */
async function publicPages(): Promise<{ name: string; path: string; status: number }[]> {
  type Cat = { id: number; slug: string };
  const categories = await api<Cat[]>('/categories');
  let category: Cat | undefined;
  let product: string | undefined;
  for (const c of categories) {
    const items = await api<{ products: { slug: string }[] }>(`/categories/items/${c.id}?limit=1`);
    if (items.products[0]) {
      category = c;
      product = items.products[0].slug;
      break;
    }
  }
  const stores = await api<{ stores: { slug: string }[] }>('/stores/get-stores/all?limit=1');
  const blogs = await api<{ blogs: { slug: string }[] }>('/blogs?limit=1');
  assert.ok(
    category && product && stores.stores[0] && blogs.blogs[0],
    'the demo market has every kind of page',
  );
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'categories', path: '/categories', status: 200 },
    { name: 'category', path: `/categories/products/${category.slug}`, status: 200 },
    { name: 'product', path: `/product/${product}`, status: 200 },
    { name: 'store', path: `/stores/${stores.stores[0].slug}`, status: 200 },
    { name: 'stores', path: '/stores', status: 200 },
    { name: 'search', path: '/search?query=samsung', status: 200 },
    { name: 'deals', path: '/deals', status: 200 },
    { name: 'blogs', path: '/blogs', status: 200 },
    { name: 'blog post', path: `/blogs/${blogs.blogs[0].slug}`, status: 200 },
    { name: 'about', path: '/about', status: 200 },
    { name: 'login', path: '/auth/login', status: 200 },
    { name: 'register', path: '/auth/register', status: 200 },
    { name: '404', path: '/no-such-page-here', status: 404 },
  ];
}

/** A fresh context; CSP bypassed only so axe-core's source can be added as a script tag. */
const newContext = (
  browser: Browser,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) => browser.newContext({ viewport, baseURL: BASE_URL, bypassCSP: true, javaScriptEnabled });

/** Where keyboard focus is: the element's test id, or its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return (
      el.getAttribute('data-testid') ??
      `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim().slice(0, 30)}`
    );
  });

const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);

describe('accessibility: axe-core, focus in modals, pages without JavaScript', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let pages: Awaited<ReturnType<typeof publicPages>>;
  before(async () => {
    ({ browser, close } = await launch());
    pages = await publicPages();
  });
  after(() => close());

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`no serious or critical axe-core violation on any public page at ${viewport.width} px (${label})`, async () => {
      const context: BrowserContext = await newContext(browser, viewport);
      const page = await context.newPage();
      const found: string[] = [];
      for (const p of pages) {
        const res = await page.goto(p.path, { waitUntil: 'networkidle' });
        assert.equal(res?.status(), p.status, `${p.name} ${p.path}`);
        const violations = await seriousViolations(page);
        if (violations.length) found.push(`${p.name} (${p.path}):\n${describeViolations(violations)}`);
      }
      await context.close();
      assert.deepEqual(found, [], `axe-core at ${viewport.width} px:\n${found.join('\n\n')}`);
    });
  }

  it('the mobile menu traps focus while open and gives it back to its trigger when closed (375 px)', async () => {
    const context = await newContext(browser, VIEWPORTS.mobile);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const trigger = page.getByTestId('menu-open');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('mobile-menu');
    await drawer.waitFor();
    assert.ok(
      await focusInside(page, 'mobile-menu'),
      `focus moved into the menu (at ${await focused(page)})`,
    );
    const stops = await drawer.evaluate(
      (el) =>
        el.querySelectorAll(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ).length,
    );
    // Once round the menu and past its end, forwards then backwards: focus never leaves it.
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      assert.ok(
        await focusInside(page, 'mobile-menu'),
        `Tab ${i + 1} stays in the menu (at ${await focused(page)})`,
      );
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      assert.ok(await focusInside(page, 'mobile-menu'), `Shift+Tab ${i + 1} stays in the menu`);
    }
    // The page behind is inert to pointers and screen readers while the menu is open.
    assert.ok(
      await page.evaluate(() => !!document.querySelector('main')?.closest('[aria-hidden="true"]')),
      'the page behind the menu is hidden from assistive technology',
    );
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    assert.equal(await focused(page), 'menu-open');
    await context.close();
  });

  it('pages, scripts and styles are sent compressed to a browser that accepts it (speed on a phone)', async () => {
    const html = await fetch(`${BASE_URL}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.match(html.headers.get('content-encoding') ?? '', /^(br|gzip)$/);
    const body = await html.text();
    const assets = [...new Set(body.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    assert.ok(
      assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')),
      'scripts and styles',
    );
    for (const asset of assets.slice(0, 5)) {
      const res = await fetch(`${BASE_URL}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.status, 200, asset);
      assert.equal(res.headers.get('content-encoding'), 'gzip', asset);
      await res.arrayBuffer();
    }
  });

  it('without JavaScript: the search form, links and pagination work as plain HTML (375 px)', async () => {
    const context = await newContext(browser, VIEWPORTS.mobile, false);
    const page = await context.newPage();
    await page.goto('/');
    // The search form is a GET form to /search: Enter submits it with no script.
    const box = page.locator('form[role="search"][action="/search"] input[name="query"]:visible').first();
    await box.fill('samsung');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'samsung');
    assert.ok((await page.getByTestId('item-card').count()) > 0, 'search results rendered on the server');
    // Pagination is made of links: page 2 of the stores opens by following one.
    await page.goto('/stores');
    const next = page.getByTestId('pagination').locator('a[href="/stores?page=2"]').first();
    await next.click();
    await page.waitForURL('**/stores?page=2');
    assert.ok((await page.getByTestId('store-card').count()) > 0, 'page 2 rendered on the server');
    // A product card is a link to its page.
    await page.goto('/deals');
    const product = page.getByTestId('item-card').locator('a[href^="/product/"]').first();
    const href = await product.getAttribute('href');
    await product.click();
    await page.waitForURL(`**${href}`);
    await context.close();
  });
});
