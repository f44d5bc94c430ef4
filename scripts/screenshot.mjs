#!/usr/bin/env node
// Screenshots of a running storefront, as a shopper sees it: node scripts/screenshot.mjs [url] [outDir]
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'docs/screenshots';
const pages = (process.env.PAGES ?? '/').split(',');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
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
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 375, height: 812 }],
]) {
  const page = await browser.newPage({ viewport });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const slug = p === '/' ? 'home' : p.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    await page.screenshot({
      path: path.join(out, `${slug}-${name}.png`),
      fullPage: process.env.FULL === '1',
    });
  }
  await page.close();
}
await browser.close();
