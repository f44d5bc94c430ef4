import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app/build';
import { mountConsole } from '../../src/app/console/mount';
import { mountStorefront } from '../../src/app/storefront/mount';
import { writeStorefrontBuild } from '../support/storefront-build';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_ENV } from '../support/test-env';

/** A console build as React Router's `ssr: false` leaves it: one page with inline scripts, hashed assets. */
async function writeConsoleBuild() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bazaar-console-build-'));
  await mkdir(path.join(dir, 'client', 'console-assets'), { recursive: true });
  const page =
    '<!DOCTYPE html><html><head><script>window.__reactRouterContext = {};</script></head>' +
    '<body><script type="module">import("/console-assets/entry-abc.js");</script></body></html>';
  await writeFile(path.join(dir, 'client', 'index.html'), page);
  await writeFile(path.join(dir, 'client', 'console-assets', 'entry-abc.js'), 'export {};');
  return dir;
}

describe('the console on the storefront port (decision 411)', () => {
  let t: TestApp;
  let site: FastifyInstance;
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const consoleDir = await writeConsoleBuild();
    const storefrontDir = await writeStorefrontBuild();
    dirs.push(consoleDir, storefrontDir);
    site = await buildApi({ db: t.db, env: TEST_ENV, dataDir: t.dataDir, mailer: { send: async () => {} } });
    await mountConsole(site, consoleDir);
    await mountStorefront(site, storefrontDir);
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it.each([
    '/seller',
    '/seller/orders?view=list',
    '/seller/apply',
    '/courier',
    '/courier/login',
  ])('%s is the console page, its scripts allowed by this answer’s nonce only', async (url) => {
    const res = await site.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    const scripts = res.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await site.inject({ url });
    expect(again.headers['content-security-policy']).not.toBe(res.headers['content-security-policy']);
  });

  it('serves its assets for a year, and leaves the storefront and the API their own addresses', async () => {
    const asset = await site.inject({ url: '/console-assets/entry-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const home = await site.inject({ url: '/' });
    expect(home.body).not.toContain('__reactRouterContext = {}');
    const api = await site.inject({ url: '/api/v1/vendor/dashboard' });
    expect(api.statusCode).toBe(401);
  });
});
