import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { catalogues, type Locale } from '@bazaar/domain';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { BASE_URL, launch, openPage, VIEWPORTS } from '../support/browser';
import {
  apiCall,
  customerCall,
  moveOrder,
  pickItems,
  placeOrderByApi,
  registerCustomer,
  TO_DELIVERED,
} from '../support/shop';

const LOCALE_COOKIE = 'bazaar_locale';

/** Real pages of the demo market, found through the public API (slugs are data). */
async function demoPages(): Promise<Record<'home' | 'category' | 'product' | 'store', string>> {
  const get = async <T>(path: string) => (await (await fetch(`${BASE_URL}/api/v1${path}`)).json()) as T;
  const categories = await get<{ slug: string }[]>('/categories');
  const items = await get<{ products: { slug: string }[] }>('/items/latest?limit=1');
  const stores = await get<{ stores: { slug: string }[] }>('/stores/get-stores/all?limit=1');
  const [category, item, store] = [categories[0], items.products[0], stores.stores[0]];
  assert.ok(category && item && store, 'the demo market has a category, an item and a store');
  return {
    home: '/',
    category: `/categories/products/${category.slug}`,
    product: `/product/${item.slug}`,
    store: `/stores/${store.slug}`,
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholders that hold a number or an amount: they match digits and signs, never words. */
const NUMERIC = new Set([
  'n',
  'count',
  'page',
  'pages',
  'year',
  'ms',
  'min',
  'max',
  'id',
  'rating',
  'amount',
  'value',
]);

/**
 * Every English catalogue text as a whole-string pattern. A number placeholder matches digits (and
 * a currency symbol); a text placeholder matches anything, so such texts count only when their own
 * words are at least two (a lone "{name} home" would match a blog title). Texts with fewer than three
 * letters of their own are left out: they cannot be told apart from data.
 */
const ENGLISH = Object.entries(catalogues.en).flatMap(([key, text]) => {
  const literal = text.replace(/\{\w+\}/g, ' ');
  const words = literal.match(/[A-Za-z]+/g) ?? [];
  const textual = [...text.matchAll(/\{(\w+)\}/g)].some((m) => !NUMERIC.has(m[1] ?? ''));
  if (words.join('').length < 3 || (textual && words.length < 2)) return [];
  const source = text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      return NUMERIC.has(name) ? '(?:Rs|PKR)?[^A-Za-z]*' : '.+';
    })
    .join('');
  return [{ key, pattern: new RegExp(`^${source}$`) }];
});

/**
 * The page's own words: every text node (hidden ones too: closed menus, screen-reader text), the
 * labels people hear (aria-label, alt, title, placeholder) and the document title. Seeded names and
 * descriptions are data and are never equal to a whole catalogue text, so they do not count.
 */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.tagName;
      if (parent === 'SCRIPT' || parent === 'STYLE') continue;
      out.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out.map((s) => s.replace(/[\u2066-\u2069]/g, '').trim()).filter(Boolean);
  });

/** English catalogue texts shown on the page, as `key: text`. */
async function englishOn(page: Page, locale: Locale = 'ur'): Promise<string[]> {
  const texts = await pageTexts(page);
  const found = new Set<string>();
  for (const text of texts) {
    for (const e of ENGLISH) {
      // A word the language shares with English ('Blog' in Spanish) is that language's own.
      if (catalogues[locale][e.key as keyof typeof catalogues.en] === text) continue;
      if (e.pattern.test(text)) found.add(`${e.key}: ${text}`);
    }
  }
  return [...found];
}

const rootAttrs = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

async function localeCookie(context: BrowserContext) {
  return (await context.cookies(BASE_URL)).find((c) => c.name === LOCALE_COOKIE);
}

/**
 * The header's language switch (desktop menu); when a build has none, the same form the switch
 * posts, built by hand with the XSRF cookie's token.
 */
async function switchTo(page: Page, locale: Locale) {
  const menu = page.getByTestId('language-menu');
  if ((await menu.count()) > 0) {
    await menu.locator('summary').click();
    await page.getByTestId(`language-${locale}`).click();
  } else {
    await page.evaluate((value) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const form = Object.assign(document.createElement('form'), { method: 'post', action: '/locale' });
      for (const [name, v] of [
        ['locale', value],
        ['redirect_to', location.pathname + location.search],
        ['_xsrf', token],
      ]) {
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value: v }));
      }
      document.body.append(form);
      form.submit();
    }, locale);
  }
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

describe('languages: Urdu right-to-left with no English, and back', () => {
  let browser: Awaited<ReturnType<typeof launch>>['browser'];
  let close: () => Promise<void>;
  let pages: Awaited<ReturnType<typeof demoPages>>;
  before(async () => {
    ({ browser, close } = await launch());
    pages = await demoPages();
  });
  after(() => close());

  it('switching to ur from the header remembers it and turns every page right-to-left, with no English', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(pages.store);
    assert.deepEqual(await rootAttrs(page), { lang: 'en', dir: 'ltr' });
    // English pages really do carry catalogue texts, so the check below would see them.
    assert.notDeepEqual(await englishOn(page), []);

    await switchTo(page, 'ur');
    assert.equal(new URL(page.url()).pathname, pages.store, 'back on the same page');
    const cookie = await localeCookie(context);
    assert.equal(cookie?.value, 'ur');
    assert.equal(cookie?.path, '/');
    assert.equal(cookie?.sameSite, 'Lax');
    assert.ok((cookie?.expires ?? 0) * 1000 > Date.now() + 360 * 86_400_000, 'kept for a year');

    for (const [name, path] of Object.entries(pages)) {
      const res = await page.goto(path);
      assert.equal(res?.status(), 200, name);
      assert.deepEqual(await rootAttrs(page), { lang: 'ur', dir: 'rtl' }, name);
      assert.deepEqual(await englishOn(page), [], `English left on the ${name} page`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a page's scripts carry English only; its own language is a file the browser keeps", async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const scripts: Promise<string>[] = [];
    const catalogueFiles: Response[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.js')) scripts.push(r.text());
      if (path.startsWith('/messages/')) catalogueFiles.push(r);
    });
    const html = (await (await page.goto(pages.product))?.text()) ?? '';
    await page.waitForLoadState('load');
    const bodies = await Promise.all(scripts);
    assert.ok(bodies.length > 5, `${bodies.length} scripts`);
    const keys = ['cart.updated', 'addresses.title', 'orders.title'] as const;
    assert.ok(
      bodies.some((b) => b.includes(catalogues.en['cart.updated'])),
      'English is the fallback',
    );
    for (const locale of ['ar', 'sp', 'ur'] as const)
      for (const key of keys)
        assert.ok(!bodies.some((b) => b.includes(catalogues[locale][key])), `${locale} ${key} in a script`);
    // Not in the page's data either: one file, kept by the browser for good, before hydration.
    assert.ok(!html.includes(catalogues.ur['addresses.title']), 'the catalogue in the page');
    assert.equal(catalogueFiles.length, 1);
    const file = catalogueFiles[0]!;
    assert.match(file.headers()['cache-control'] ?? '', /immutable/);
    assert.equal(
      ((await file.json()) as Record<string, string>)['cart.updated'],
      catalogues.ur['cart.updated'],
    );
    // Hydrated in Urdu: the cart drawer, drawn only in the browser, speaks Urdu; React saw no mismatch.
    await page.locator('button[data-testid="header-cart"]').first().click();
    const title = page.getByTestId('cart-drawer').getByRole('heading');
    assert.equal((await title.textContent())?.trim(), catalogues.ur['cart.title']);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the Urdu pages mirror at 375 px without overflowing, prices stay in PKR digits', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `${name} overflows by ${overflow}px`);
    }
    await page.goto(pages.home);
    // The header's logo sits at the right edge in a right-to-left layout.
    const logo = await page.locator('header a[href="/"]').first().boundingBox();
    assert.ok(logo && logo.x > 375 / 2, 'the logo is on the right');
    const price = await page.getByTestId('item-card').first().locator('.font-display').first().textContent();
    assert.match(price ?? '', /\d/);
    assert.doesNotMatch(price ?? '', /[\u06F0-\u06F9\u0660-\u0669]/, 'Western digits');
    await context.close();
  });

  it('at 375 px the header keeps its links on one line in every language', async () => {
    for (const locale of ['en', 'ur', 'ar', 'sp'] as const) {
      const { page, context } = await openPage(browser, VIEWPORTS.mobile);
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: BASE_URL }]);
      await page.goto(pages.home);
      await page.evaluate(() => document.fonts.ready);
      const top = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y;
      const [menu, links, search] = [
        await top('[data-testid="menu-open"]'),
        await top('header nav'),
        await top('header form[role="search"]'),
      ];
      assert.ok(menu !== undefined && links !== undefined && search !== undefined, locale);
      assert.ok(Math.abs(links - menu) < 4, `${locale}: the account links share the menu's line`);
      assert.ok(search > links + 30, `${locale}: the search box is the second line`);
      await context.close();
    }
  });

  it('on an Urdu page Latin names keep their own order: a breadcrumb, a name ending in a stop', async () => {
    // An item of a store whose name ends in a full stop ("… Co."): the stop must stay at its end.
    const latest = (await (await fetch(`${BASE_URL}/api/v1/items/latest?limit=100`)).json()) as {
      products: { slug: string; store_name: string }[];
    };
    const item = latest.products.find((p) => /\w\.$/.test(p.store_name));
    assert.ok(item, 'the demo market has a store whose name ends in a stop');
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    await page.goto(`/product/${item.slug}`);
    const crumbs = await page.evaluate((label) => {
      const nav = document.querySelector(`nav[aria-label="${label}"]`);
      const store = nav?.querySelector<HTMLElement>('a[href^="/stores/"]');
      const name = nav?.querySelector<HTMLElement>('span');
      const text = store?.firstChild;
      if (!store || !name || !(text instanceof Text)) return null;
      // No functions declared in here: the test runner's transform would name them with a helper the page lacks.
      const first = document.createRange();
      first.setStart(text, 0);
      first.setEnd(text, 1);
      const stop = document.createRange();
      stop.setStart(text, text.length - 1);
      stop.setEnd(text, text.length);
      return {
        storeLeft: store.getBoundingClientRect().left,
        nameRight: name.getBoundingClientRect().right,
        first: first.getBoundingClientRect().left,
        stop: stop.getBoundingClientRect().left,
      };
    }, catalogues.ur['product.breadcrumb']);
    assert.ok(crumbs, 'the breadcrumb names the store and the item');
    assert.ok(crumbs.nameRight <= crumbs.storeLeft + 1, 'right to left: home, then the store, then the item');
    assert.ok(crumbs.stop > crumbs.first, 'the stop is drawn at the end of the name, not before it');

    // A delivery range inside an Urdu sentence ("ڈیلیوری: 2-4 دن") reads 2-4, not 4-2.
    const range = await page.evaluate(() => {
      const walker = document.createTreeWalker(
        document.querySelector('main') ?? document.body,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const found = /(\d+)-\u2060?(\d+)/.exec(node.textContent ?? '');
        if (!found || !/[\u0600-\u06FF]/.test(node.textContent ?? '')) continue;
        const from = document.createRange();
        from.setStart(node, found.index);
        from.setEnd(node, found.index + 1);
        const to = document.createRange();
        to.setStart(node, found.index + found[0].length - 1);
        to.setEnd(node, found.index + found[0].length);
        return {
          text: found[0],
          from: from.getBoundingClientRect().left,
          to: to.getBoundingClientRect().left,
        };
      }
      return null;
    });
    assert.ok(range, 'the product page says its delivery time in an Urdu sentence');
    assert.ok(range.from < range.to, `the range ${range.text} is drawn left to right`);
    await context.close();
  });

  it('Arabic (right-to-left) and Spanish pages carry no English either', async () => {
    for (const [locale, lang, dir] of [
      ['ar', 'ar', 'rtl'],
      ['sp', 'es', 'ltr'],
    ] as const) {
      const { page, context } = await openPage(browser, VIEWPORTS.mobile);
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: BASE_URL }]);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        assert.deepEqual(await rootAttrs(page), { lang, dir }, `${locale} ${name}`);
        assert.deepEqual(await englishOn(page, locale), [], `English left on the ${locale} ${name} page`);
      }
      await context.close();
    }
  });

  it('a product’s description is the Urdu one on its Urdu page, a Latin name in it kept in order', async () => {
    // Found by name through search, as a shopper would: the slug is the seed's business.
    const found = (await (await fetch(`${BASE_URL}/api/v1/items/search?name=bananas`)).json()) as {
      products: { slug: string; name: string }[];
    };
    const bananas = found.products.find((p) => p.name === 'Bananas (Dozen)');
    assert.ok(bananas, 'the demo market sells Bananas (Dozen)');
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    await page.goto(`/product/${bananas.slug}`);
    const description = page.locator('section[aria-labelledby="description-title"] p');
    const text = (await description.textContent()) ?? '';
    assert.match(text, /فی کلو فروخت/, 'the description is the Urdu one (bananas are sold by weight)');
    assert.doesNotMatch(text, /\b(from|Sold|packed|fresh|delivery)\b/, 'no English sentence left in it');
    // "Bananas (Dozen)" opens the Urdu sentence: its brackets stay round "Dozen", left to right.
    const brackets = await description.evaluate((p) => {
      const node = p.firstChild;
      if (!(node instanceof Text)) return null;
      // No functions declared in here: the test runner's transform would name them with a helper the page lacks.
      const open = node.data.indexOf('(');
      const close = node.data.indexOf(')');
      const later = node.data.indexOf('فی کلو');
      return [open, open + 1, close - 1, close, later].map((i) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      });
    });
    assert.ok(brackets, 'the description is one text');
    const [open, d, n, close, later] = brackets;
    assert.ok(open! < d! && d! < n! && n! < close!, `"(Dozen)" drawn left to right: ${brackets.join(', ')}`);
    // The sentence itself runs right to left: the name it starts with is drawn right of what follows
    // (a name not isolated would make the paragraph's first letter Latin, and all of it left to right).
    assert.ok(later! < open!, `the Urdu sentence runs right to left: ${brackets.join(', ')}`);
    await context.close();
  });

  it('category names are the Urdu ones on Urdu pages: the strip, the menus, the tiles, the page title', async () => {
    type Tree = { name: string; slug: string; childes: { name: string }[] }[];
    const english = await apiCall<Tree>(null, '/categories');
    const englishNames = english.flatMap((c) => [c.name, ...c.childes.map((x) => x.name)]);
    const urdu = await apiCall<Tree>(null, '/categories', { headers: { 'x-localization': 'ur' } });
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    for (const path of [pages.home, pages.category]) {
      await page.goto(path);
      const texts = new Set(await pageTexts(page));
      assert.deepEqual(
        englishNames.filter((n) => texts.has(n)),
        [],
        `English category names on ${path}`,
      );
      assert.ok(
        urdu.some((c) => texts.has(c.name)),
        `the Urdu category names are on ${path}`,
      );
    }
    // The category page is headed by its Urdu name.
    const shown = urdu.find((c) => pages.category.endsWith(`/${c.slug}`));
    assert.ok(shown, 'the category page is a top category');
    await page.getByRole('heading', { level: 1, name: shown.name }).waitFor();
    await context.close();
  });

  it('banners and campaigns on the Urdu home are titled in Urdu over pictures without words', async () => {
    type Strip = { banners: { title: string }[]; campaigns: { title: string }[] };
    const english = await apiCall<Strip>(null, '/banners');
    const urdu = await apiCall<Strip>(null, '/banners', { headers: { 'x-localization': 'ur' } });
    const titles = (strip: Strip) => [...strip.campaigns, ...strip.banners].map((s) => s.title);
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    await page.goto(pages.home);
    const shown = await page.getByTestId('banner-title').allInnerTexts();
    assert.deepEqual(shown, titles(urdu), 'every slide titled, in Urdu, in the API’s order');
    assert.ok(
      shown.length > 0 && shown.every((title) => /[\u0600-\u06FF]/.test(title)),
      `Urdu titles: ${shown}`,
    );
    const texts = new Set(await pageTexts(page));
    assert.deepEqual(
      titles(english).filter((title) => texts.has(title)),
      [],
      'no English banner or campaign title on the Urdu home',
    );
    await page.getByTestId('banner-slide').first().getByText(catalogues.ur['home.shop_now']).waitFor();
    await context.close();
  });

  it('the blog speaks Urdu on Urdu pages: the home’s cards, a post’s title and body', async () => {
    type Posts = { blogs: { slug: string; title: string; excerpt: string | null }[] };
    const english = await apiCall<Posts>(null, '/blogs?limit=20');
    const urdu = await apiCall<Posts>(null, '/blogs?limit=20', { headers: { 'x-localization': 'ur' } });
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    await page.goto(pages.home);
    const cards = await page.getByTestId('blog-card').allInnerTexts();
    assert.ok(cards.length > 0, 'the home shows posts');
    const englishWords = english.blogs.flatMap((b) => [b.title, b.excerpt ?? '']).filter(Boolean);
    assert.deepEqual(
      englishWords.filter((text) => cards.some((card) => card.includes(text))),
      [],
      'no English post title or excerpt on the Urdu home',
    );
    const post = urdu.blogs[0];
    assert.ok(post && /[\u0600-\u06FF]/.test(post.title), 'the newest post has an Urdu title');
    await page.goto(`/blogs/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    const texts = new Set(await pageTexts(page));
    const body = english.blogs.find((b) => b.slug === post.slug);
    assert.ok(body && !texts.has(body.title), 'the English title is not on the Urdu post');
    await context.close();
  });

  it('the about and policy pages speak Urdu on Urdu pages', async () => {
    type Config = Record<'about_us' | 'privacy_policy' | 'terms_and_conditions', string>;
    const english = await apiCall<Config>(null, '/config');
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    for (const [path, key] of [
      ['/about', 'about_us'],
      ['/privacy-policy', 'privacy_policy'],
      ['/terms-and-conditions', 'terms_and_conditions'],
    ] as const) {
      assert.equal((await page.goto(path))?.status(), 200, path);
      const main = await page.locator('main').innerText();
      assert.match(main, /[\u0600-\u06FF]{3}/, `${path} has Urdu text`);
      for (const paragraph of english[key].split('\n\n'))
        assert.ok(!main.includes(paragraph), `${path} shows the English "${paragraph.slice(0, 30)}…"`);
    }
    await context.close();
  });

  it('the 404 page speaks Urdu with its status and a real title', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    const res = await page.goto('/no-such-page-here');
    assert.equal(res?.status(), 404);
    assert.deepEqual(await rootAttrs(page), { lang: 'ur', dir: 'rtl' });
    assert.ok((await page.title()).startsWith(catalogues.ur['http.page_not_found']));
    assert.deepEqual(await englishOn(page), []);
    await context.close();
  });

  it('every customer page speaks Urdu: with an order delivered, a notification, a ticket', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.mobile);
    const customer = await registerCustomer(page, context, { first: 'Zainab', last: 'Akhtar' });
    const [item] = await pickItems();
    const orderId = await placeOrderByApi(customer, item);
    await moveOrder(orderId, TO_DELIVERED);
    const form = new FormData();
    form.set('subject', 'Parcel question');
    form.set('message', 'Is the box recyclable?');
    const { ticket } = await customerCall<{ ticket: { id: number } }>(customer, '/customer/ticket/create', {
      method: 'POST',
      body: form,
    });
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    for (const path of [
      '/customer',
      '/customer/edit-profile',
      '/customer/orders',
      `/customer/order/${orderId}`,
      '/customer/reviews',
      '/customer/favorite',
      '/customer/wallet',
      '/customer/notifications',
      '/customer/complaints',
      '/customer/ticket/list',
      '/customer/ticket/create',
      `/customer/ticket/${ticket.id}`,
      '/customer/remove-account',
    ]) {
      const res = await page.goto(path);
      assert.equal(res?.status(), 200, path);
      assert.deepEqual(await rootAttrs(page), { lang: 'ur', dir: 'rtl' }, path);
      assert.deepEqual(await englishOn(page), [], `English left on ${path}`);
    }
    await context.close();
  });

  it('switching back to en gives English left-to-right pages again', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'ur', url: BASE_URL }]);
    await page.goto(pages.home);
    assert.deepEqual(await rootAttrs(page), { lang: 'ur', dir: 'rtl' });
    await switchTo(page, 'en');
    assert.equal((await localeCookie(context))?.value, 'en');
    assert.deepEqual(await rootAttrs(page), { lang: 'en', dir: 'ltr' });
    await page.getByRole('heading', { name: catalogues.en['home.shop_by_category'] }).waitFor();
    await context.close();
  });

  it('a GET never changes the language; a POST to a foreign redirect_to lands home', async () => {
    const get = await fetch(`${BASE_URL}/locale?locale=ur&redirect_to=/`, { redirect: 'manual' });
    assert.equal(get.status, 405);
    assert.doesNotMatch(get.headers.get('set-cookie') ?? '', /bazaar_locale/);

    const home = await fetch(`${BASE_URL}/`);
    const xsrf = home.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    assert.ok(xsrf, 'the first page hands out an XSRF token');
    const pair = xsrf.split(';')[0] ?? '';
    const token = decodeURIComponent(pair.slice('XSRF-TOKEN='.length));
    const post = (fields: Record<string, string>) =>
      fetch(`${BASE_URL}/locale`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: pair, 'content-type': 'application/x-www-form-urlencoded', origin: BASE_URL },
        body: new URLSearchParams({ ...fields, _xsrf: token }),
      });
    const foreign = await post({ locale: 'ar', redirect_to: '//evil.example/' });
    assert.equal(foreign.status, 303);
    assert.equal(foreign.headers.get('location'), '/');
    assert.match(foreign.headers.get('set-cookie') ?? '', /^bazaar_locale=ar;/);
    const unknown = await post({ locale: 'fr', redirect_to: '/' });
    assert.equal(unknown.status, 400);
    assert.doesNotMatch(unknown.headers.get('set-cookie') ?? '', /bazaar_locale/);
  });
});
