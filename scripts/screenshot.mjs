#!/usr/bin/env node
// Screenshots of a running storefront at 375, 768 and 1280 px, as a shopper sees it:
//   node scripts/screenshot.mjs [url] [outDir]
// Public pages (home, a category, a product, a store, a search, a blog post), the cart (a guest's,
// kept in the browser), checkout (signed in as the demo customer) and the payment-failed page.
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const json = async (p) => (await fetch(base + p)).json();

const [categories, latest, stores, blogs] = await Promise.all([
  json('/api/v1/categories'),
  json('/api/v1/items/latest?limit=40'),
  json('/api/v1/stores/get-stores/all?limit=5'),
  json('/api/v1/blogs?limit=1'),
]);
const product = latest.products.find((p) => p.discount > 0 && p.variations.length > 1) ?? latest.products[0];
const cartLines = latest.products
  .filter((p) => p.stock > 3 && p.variations.length === 0 && p.food_variations.length === 0)
  .filter((p, i, all) => all.findIndex((q) => q.store_id === p.store_id) === i)
  .slice(0, 2)
  .map((p) => ({ item_id: p.id, quantity: 1 }));

const publicPages = {
  home: '/',
  category: `/categories/products/${categories[0].slug}`,
  product: `/product/${product.slug}`,
  store: `/stores/${stores.stores[0].slug}`,
  search: `/search?query=${encodeURIComponent(product.name.split(' ')[0])}`,
  blog: `/blogs/${blogs.blogs[0].slug}`,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const shoot = async (page, name, width) => {
  // Scrolled through once, as a shopper would, so pictures loaded lazily below the fold are in the page.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600); // fonts and the guest cart's pricing settle
  await page.screenshot({
    path: path.join(out, `${name}-${width}.jpg`),
    fullPage: true,
    type: 'jpeg',
    quality: 70,
  });
};

for (const width of [375, 768, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    baseURL: base,
  });
  const page = await context.newPage();
  for (const [name, url] of Object.entries(publicPages)) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await shoot(page, name, width);
  }
  // The cart as a guest keeps it, then checkout signed in (the guest cart merges on sign-in).
  await page.evaluate(
    (lines) => localStorage.setItem('bazaar_cart', JSON.stringify({ v: 1, lines })),
    cartLines,
  );
  await page.goto('/cart', { waitUntil: 'networkidle' });
  await page.getByTestId('cart-group').first().waitFor();
  await shoot(page, 'cart', width);
  await page.goto('/auth/login?redirectTo=%2Fcheckout');
  await page.getByLabel('Email').fill('demo@bazaar.pk');
  await page.getByLabel('Password', { exact: true }).fill('bazaar-demo-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((u) => u.pathname === '/checkout');
  await page.waitForFunction(() => localStorage.getItem('bazaar_cart') === null);
  await page.goto('/checkout', { waitUntil: 'networkidle' });
  await shoot(page, 'checkout', width);
  await page.goto('/payment-fail?order_id=1&checkout_id=1', { waitUntil: 'networkidle' });
  await shoot(page, 'payment-fail', width);
  await context.close();
}
await browser.close();
console.log(`screenshots of ${Object.keys(publicPages).length + 3} pages at 375, 768 and 1280 px in ${out}`);
