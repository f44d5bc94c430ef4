import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrated, openPage, VIEWPORTS } from './browser';
import {
  type ApiItem,
  apiCall,
  assertAccessible,
  type Customer,
  placeOrderByApi,
  staffSession,
} from './shop';

export const SELLER = { email: 'seller@bazaar.pk', password: 'bazaar-seller-2026' };
export const COURIER = { email: 'courier@bazaar.pk', password: 'bazaar-courier-2026' };
const LOCALE_COOKIE = 'bazaar_locale';
const SESSION_KEY = 'bazaar.console.session';

/** Signs a staff member in through the API and puts the session where the console keeps it (this tab's sessionStorage). */
export async function signInContext(context: BrowserContext, who: { email: string; password: string }) {
  const session = await staffSession(who);
  const value = JSON.stringify({ token: session.token, role: session.role, storeId: session.store_id });
  await context.addInitScript(([key, stored]) => sessionStorage.setItem(key!, stored!), [SESSION_KEY, value]);
}

/**
 * The English words a person reads on the page (a script text: the test runner's compiler would wrap
 * named functions in a helper the page does not have). Names the seller wrote (the top bar's store),
 * left-to-right islands (e-mail, numbers) and the language menu's own names are not the page's text.
 */
const ENGLISH_WORDS = `(() => {
  const words = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (el && el.closest('[data-testid="shell-title"], option, script, style, [dir="ltr"], .bidi-plain')) continue;
    for (const word of node.textContent.match(/[A-Za-z]{2,}/g) || []) words.push(word);
  }
  const allowed = ['Rs', 'JPEG', 'PNG', 'WebP', 'Bazaar'];
  // 'xxxxxxx' is the phone number's pattern (03xx xxxxxxx), not a word.
  return words.filter((w) => !allowed.includes(w) && !/^x+$/.test(w));
})()`;

/** What a person checks on every console page: the language and direction, nothing wider than the screen. */
export async function checkLayout(page: Page, locale: 'en' | 'ur', where: string) {
  const { dir, lang, overflow } = await page.evaluate(() => ({
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  assert.equal(lang, locale, where);
  assert.equal(dir, locale === 'ur' ? 'rtl' : 'ltr', where);
  assert.ok(overflow <= 0, `${where}: ${overflow}px wider than the screen`);
  if (locale === 'ur') {
    // No English left on an Urdu page: the words a person reads (names the seller wrote, numbers and
    // e-mail addresses aside) are in Arabic script.
    const english = (await page.evaluate(ENGLISH_WORDS)) as string[];
    assert.deepEqual(english, [], `${where}: English on an Urdu page`);
  }
}

/** With SCREENSHOTS=1 (never in CI): docs/screenshots/console/<name>-<locale>-<width>.png. */
export async function shoot(page: Page, name: string, locale: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `docs/screenshots/console/${name}-${locale}-${width}.png`, fullPage: true });
}

/** A console page as the every-page check opens it: signed in as `who` (or signed out), ready when `ready` shows. */
export type ConsolePage = {
  name: string;
  path: string;
  who: { email: string; password: string } | null;
  ready: string;
};

/**
 * One test per language and width that opens each page: the language and direction, no English on an
 * Urdu page, nothing wider than the screen, axe-clean, no console error, and a screenshot with
 * SCREENSHOTS=1. Called inside a describe whose `before` launched the browser.
 */
export function everyConsolePage(browser: () => Browser, pages: readonly ConsolePage[]) {
  for (const locale of ['en', 'ur'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`every page in ${locale} at ${viewport.width} px: ${locale === 'ur' ? 'right to left, ' : ''}no overflow, axe-clean`, async () => {
        for (const target of pages) {
          const { page, context, errors } = await openPage(browser(), viewport);
          await context.addCookies([
            { name: LOCALE_COOKIE, value: locale, url: process.env.BASE_URL ?? 'http://127.0.0.1:3000' },
          ]);
          if (target.who) await signInContext(context, target.who);
          await page.goto(target.path);
          await page.getByTestId(target.ready).waitFor();
          await hydrated(page);
          const where = `${target.name} ${locale} ${size}`;
          await checkLayout(page, locale, where);
          await assertAccessible(page, where);
          await shoot(page, target.name, locale);
          assert.deepEqual(errors, [], where);
          await context.close();
        }
      });
    }
  }
}

/** The seller's store open round the clock and not closed by hand: a journey never depends on the hour. */
export async function openRoundTheClock(sellerToken: string) {
  const schedules = Array.from({ length: 7 }, (_, day) => ({
    day,
    opening_time: '00:00',
    closing_time: '00:00',
  }));
  await apiCall(sellerToken, '/vendor/schedule', { method: 'PUT', body: { schedules } });
  await apiCall(sellerToken, '/vendor/update-active-status', { method: 'PUT', body: { closed: 0 } });
}

/** A shopper with an API token only: an order is placed through the API, as another device would. */
export async function apiShopper(): Promise<Customer> {
  const email = `bilal.${randomBytes(4).toString('hex')}@example.pk`;
  const password = 'Nihari-Karachi-2026';
  const { token } = await apiCall<{ token: string }>(null, '/auth/sign-up', {
    method: 'POST',
    body: { f_name: 'Bilal', l_name: 'Ahmed', email, phone: '3001234567', password },
  });
  return { email, password, cookies: [], token };
}

/** A plain item of the store in stock (no variations, no cap per order), from the shoppers' list. */
export async function plainItemOf(storeId: number): Promise<ApiItem> {
  const { products } = await apiCall<{ products: ApiItem[] }>(
    null,
    `/items/latest?limit=100&store_id=${storeId}`,
  );
  const item = products.find(
    (p) =>
      p.store_id === storeId &&
      p.stock > 20 &&
      p.variations.length === 0 &&
      p.food_variations.length === 0 &&
      p.maximum_cart_quantity === null,
  );
  assert.ok(item, `the store ${storeId} has a plain item in stock`);
  return item;
}

/**
 * An order at the store, over `minimum` rupees, of a plain item in stock, placed through the API by a
 * new shopper (answered with the order's id and its shopper, who can read the delivery code); cash on
 * delivery unless the shopper pays otherwise.
 */
export async function cashOrderAt(
  storeId: number,
  minimum: number,
  { shopper, payment_method }: { shopper?: Customer; payment_method?: string } = {},
) {
  const item = await plainItemOf(storeId);
  const buyer = shopper ?? (await apiShopper());
  const quantity = Math.max(1, Math.ceil((minimum + 100) / item.price));
  return { orderId: await placeOrderByApi(buyer, item, { quantity, payment_method }), shopper: buyer };
}

/** A new shopper's cash order at the store, over the demo stores' minimum (Rs 500): its id. */
export const placeStoreOrder = async (storeId: number) => (await cashOrderAt(storeId, 500)).orderId;
