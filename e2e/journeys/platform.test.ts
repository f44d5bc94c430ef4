import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';

type DataLayerEvent = { event: string; [key: string]: unknown };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);
const waitForEvent = (page: Page, name: string) =>
  page.waitForFunction(
    (n) =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).some((e) => e.event === n),
    name,
  );

/** An item in stock without variations, so its add button is enabled for anyone. */
async function plainItem() {
  const res = await fetch(`${BASE_URL}/api/v1/items/latest?limit=40`);
  const { products } = (await res.json()) as {
    products: { slug: string; stock: number; variations: unknown[] }[];
  };
  const item = products.find((p) => p.stock > 3 && p.variations.length === 0);
  assert.ok(item, 'the demo market has an item in stock without variations');
  return item;
}

describe('platform details (spec §9)', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  before(async () => {
    ({ browser, close } = await launch());
  });
  after(() => close());

  for (const [width, expected] of [
    [375, 'mobileMedium'],
    [1280, 'desktopMedium'],
  ] as const) {
    it(`sets the viewport cookie to ${expected} at ${width} px: 365 days, strict, secure`, async () => {
      const { page, context, errors } = await openPage(browser, { width, height: 800 });
      await page.goto('/');
      const cookie = (await context.cookies()).find((c) => c.name === 'viewport');
      assert.ok(cookie, 'the viewport cookie is set');
      assert.equal(cookie.value, expected);
      assert.equal(cookie.path, '/');
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.secure, true);
      const days = (cookie.expires - Date.now() / 1000) / 86400;
      assert.ok(days > 364 && days <= 365.01, `expires in ${days} days`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('follows a resize: tablet after the window narrows to 800 px', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto('/');
    await page.setViewportSize({ width: 800, height: 900 });
    await page.waitForFunction(() => document.cookie.includes('viewport=tablet'));
    await context.close();
  });

  it('pushes scroll past 500 px once, then add-to-cart and lead on the add button, to dataLayer', async () => {
    const item = await plainItem();
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto(`/product/${item.slug}`);
    assert.deepEqual(await dataLayer(page), [], 'nothing is pushed on arrival');
    await page.evaluate(() => window.scrollTo(0, 600));
    await waitForEvent(page, 'scroll');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.evaluate(() => window.scrollTo(0, 1200));
    // Stay on this page whatever the form does, so its dataLayer can be read.
    await page.evaluate(() => document.addEventListener('submit', (e) => e.preventDefault()));
    await page.locator('[data-track="add-to-cart"]').click();
    await waitForEvent(page, 'add-to-cart');
    await waitForEvent(page, 'lead');
    assert.deepEqual(
      (await dataLayer(page)).map((e) => e.event),
      ['scroll', 'add-to-cart', 'lead'],
      'one scroll event per page view, then the click and the form submit',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('pushes a lead event on a search form submit, and nothing loads a tag script', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && !r.url().startsWith(BASE_URL)) scripts.push(r.url());
    });
    await page.goto('/');
    await page.evaluate(() => document.addEventListener('submit', (e) => e.preventDefault()));
    await page.evaluate(() => {
      const form = document.querySelector('form[action="/search"]') ?? document.querySelector('form');
      (form as HTMLFormElement).requestSubmit();
    });
    await waitForEvent(page, 'lead');
    assert.deepEqual(scripts, [], 'no third-party script');
    await context.close();
  });

  it('pushes Purchase, 100 PKR, on a thank-you address only', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    // Signed out, the order-placed page sends to sign-in with it in `redirectTo`: no purchase there.
    await page.goto('/checkout/thank-you?orders=1');
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      (await dataLayer(page)).filter((e) => e.event === 'Purchase'),
      [],
    );
    // Any page whose path holds thank-you counts (here the 404 page, once hydrated).
    await page.goto('/thank-you');
    await waitForEvent(page, 'Purchase');
    const purchases = (await dataLayer(page)).filter((e) => e.event === 'Purchase');
    assert.deepEqual(purchases, [{ event: 'Purchase', value: 100, currency: 'PKR' }]);
    await context.close();
  });

  it('the product page carries Open Graph, a canonical link and valid Product JSON-LD', async () => {
    const item = await plainItem();
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`/product/${item.slug}`);
    const og = (p: string) => page.locator(`meta[property="og:${p}"]`).getAttribute('content');
    assert.ok(await og('title'));
    assert.ok(await og('description'));
    assert.match((await og('image')) ?? '', /^https?:\/\/.+\?w=\d+/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    assert.equal(canonical, `${BASE_URL}/product/${item.slug}`);
    assert.equal(await og('url'), canonical);
    assert.ok(await page.locator('meta[name="description"]').getAttribute('content'));
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as Record<string, unknown> & { offers: Record<string, unknown> };
    assert.equal(ld['@context'], 'https://schema.org');
    assert.equal(ld['@type'], 'Product');
    assert.ok(typeof ld.name === 'string' && ld.name);
    assert.ok(Array.isArray(ld.image) && ld.image.length > 0);
    assert.equal(ld.offers['@type'], 'Offer');
    assert.equal(ld.offers.priceCurrency, 'PKR');
    assert.equal(typeof ld.offers.price, 'number');
    assert.match(String(ld.offers.availability), /^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    await context.close();
  });

  it('the store, home and categories pages carry canonical links, the store an og:image', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    const res = await fetch(`${BASE_URL}/api/v1/stores/get-stores/all?limit=1`);
    const { stores } = (await res.json()) as { stores: { slug: string }[] };
    const slug = stores[0]?.slug;
    assert.ok(slug);
    await page.goto(`/stores/${slug}`);
    assert.match(
      (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
      /^https?:\/\//,
    );
    assert.equal(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      `${BASE_URL}/stores/${slug}`,
    );
    for (const path of ['/', '/categories']) {
      await page.goto(path);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${BASE_URL}${path}`);
      assert.ok(await page.locator('meta[name="description"]').getAttribute('content'));
    }
    await context.close();
  });

  it('a forged Host header changes no link: the canonical and og:image still name this shop', async () => {
    // Playwright and fetch send the real Host; a raw request names another (decision 220).
    const html = await new Promise<string>((resolve, reject) => {
      const url = new URL('/categories', BASE_URL);
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'attacker.example' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.doesNotMatch(html, /attacker\.example/);
    const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(canonical, new RegExp(`href="${BASE_URL}/categories"`));
  });

  it('every <img> on home has width and height', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await page.goto('/');
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll('img')]
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.outerHTML.slice(0, 120)),
    );
    assert.ok((await page.locator('img').count()) > 5);
    assert.deepEqual(missing, []);
    await context.close();
  });

  it('reloads once when a page script fails to load', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    let entryRequests = 0;
    let resolveSecond: () => void;
    const second = new Promise<void>((r) => {
      resolveSecond = r;
    });
    await context.route(/\/assets\/entry\.client-[^/]*\.js$/, (route) => {
      entryRequests++;
      if (entryRequests === 1) return route.abort();
      resolveSecond();
      return route.continue();
    });
    await page.goto('/');
    await second;
    await page.waitForLoadState('load');
    assert.equal(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
      'reload',
    );
    assert.ok(await page.evaluate(() => sessionStorage.getItem('bazaar:reload-at')));
    await context.close();
  });

  it("the dialogs' code is not part of a page: it comes after, and a dialog still opens and closes", async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    const path = `/product/${(await plainItem()).slug}`;
    // What a page needs before it runs: the scripts its document names (module preloads).
    const html = await (await page.request.get(path)).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(preloads.length > 5, `${preloads.length} preloads`);
    const bodies = await Promise.all(preloads.map(async (href) => (await page.request.get(href)).text()));
    // A string of the dialog library's focus trap, which every dialog of the storefront uses.
    assert.ok(
      !bodies.some((b) => b.includes('focusScope.autoFocusOnMount')),
      'the dialog library is preloaded',
    );
    await page.goto(path);
    const cart = page.locator('button[data-testid="header-cart"]');
    await cart.click();
    await page.getByTestId('cart-drawer').waitFor();
    // It closes as a dialog does, giving focus back to the button that opened it; and opens again.
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    assert.equal(await cart.evaluate((el) => el === document.activeElement), true, 'focus back on the cart');
    await cart.click();
    await page.getByTestId('cart-drawer').waitFor();
    await context.close();
  });

  it('a first visit loads every icon in one script, not a script per icon', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    const scripts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
    });
    await page.goto(`/product/${(await plainItem()).slug}`);
    await page.waitForLoadState('load');
    assert.equal(scripts.filter((s) => /^\/assets\/icons-[\w-]+\.js$/.test(s)).length, 1, scripts.join(' '));
    // The product page's own icons, each of which was once a chunk of its own.
    for (const icon of ['heart', 'shopping-cart', 'chevron-down', 'search', 'minus', 'plus', 'star'])
      assert.ok(
        !scripts.some((s) => s.startsWith(`/assets/${icon}-`)),
        `${icon} loads on its own: ${scripts.join(' ')}`,
      );
    await context.close();
  });
});
