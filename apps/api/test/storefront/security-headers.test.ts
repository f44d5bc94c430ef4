import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app/build';
import { mountStorefront } from '../../src/app/storefront/mount';
import { writeStorefrontBuild } from '../support/storefront-build';
import { createTestApp, type TestApp } from '../support/test-app';

/** Decision 308: helmet's headers on every answer; storefront pages allow inline scripts by nonce only. */
describe('security headers of the storefront and the API in one app', () => {
  let t: TestApp;
  let site: FastifyInstance;
  let buildDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    buildDir = await writeStorefrontBuild();
    site = await buildApi({
      db: t.db,
      env: { GOOGLE_CLIENT_ID: undefined, PUBLIC_URL: undefined, SELLER_HOST: 'https://admin.example.test' },
      dataDir: t.dataDir,
      mailer: { send: async () => {} },
    });
    await mountStorefront(site, buildDir);
    await site.ready();
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  const directives = (csp: unknown) =>
    new Map(
      String(csp)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );

  it("a page's CSP allows inline scripts only with that answer's nonce, a fresh one each time", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const page = await site.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      const csp = directives(page.headers['content-security-policy']);
      const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('API answers beside the pages keep the closed policy and carry no nonce', async () => {
    const res = await site.inject({ url: '/api/v1/config' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
  });

  it('every answer carries the other headers of decision 308', async () => {
    for (const url of ['/', '/api/v1/config', '/api/v1/no-such-call', '/healthz', '/api/v1/docs/']) {
      const res = await site.inject({ url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(res.headers['permissions-policy'], url).toBe('camera=(), microphone=(), payment=(), usb=()');
    }
  });
});
