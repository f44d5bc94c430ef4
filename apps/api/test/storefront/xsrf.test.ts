import { rm } from 'node:fs/promises';
import { SESSION_COOKIE, XSRF_COOKIE } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app/build';
import { mountStorefront } from '../../src/app/storefront/mount';
import { newXsrfToken } from '../../src/app/storefront/session';
import { info, registerCustomer } from '../support/accounts';
import { writeStorefrontBuild } from '../support/storefront-build';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Decision 302: a storefront form post must echo the XSRF cookie (X-XSRF-TOKEN header or `_xsrf`
 * field). A wrong token — not only a missing one — is refused with 403 before the action runs.
 */
describe('storefront form posts with a wrong XSRF token (decision 302)', () => {
  let t: TestApp;
  let site: FastifyInstance;
  let buildDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    buildDir = await writeStorefrontBuild();
    // The API and the storefront host in one app, on the test database, as `npm start` serves them.
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

  /** A signed-in shopper's browser: the session cookie and the page's XSRF cookie. */
  async function shopper() {
    const customer = await registerCustomer(t);
    const xsrf = newXsrfToken();
    const cookie = `${SESSION_COOKIE}=${customer.token}; ${XSRF_COOKIE}=${xsrf}`;
    return { token: customer.token, xsrf, cookie };
  }

  const signOut = (headers: Record<string, string>, payload?: string) =>
    site.inject({ method: 'POST', url: '/auth/logout', headers, ...(payload !== undefined && { payload }) });

  const expectRefused = (res: Awaited<ReturnType<typeof signOut>>) => {
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ errors: [{ code: 'xsrf', message: expect.stringMatching(/\S/) }] });
  };

  it('refuses a wrong X-XSRF-TOKEN header of the right shape, and the session lives on', async () => {
    const s = await shopper();
    const forged = newXsrfToken();
    expect(forged).not.toBe(s.xsrf);
    expectRefused(await signOut({ cookie: s.cookie, 'x-xsrf-token': forged }));
    expect((await info(t, s.token)).statusCode).toBe(200);
  });

  it('refuses a wrong _xsrf field of a plain HTML form', async () => {
    const s = await shopper();
    const res = await signOut(
      { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      `_xsrf=${newXsrfToken()}`,
    );
    expectRefused(res);
    expect((await info(t, s.token)).statusCode).toBe(200);
  });

  it.each([
    ['one character changed', (x: string) => `${x.slice(0, -1)}${x.endsWith('A') ? 'B' : 'A'}`],
    ['cut short', (x: string) => x.slice(0, 32)],
    ['with a character added', (x: string) => `${x}A`],
  ])('refuses the cookie’s own token %s', async (_, alter) => {
    const s = await shopper();
    expectRefused(await signOut({ cookie: s.cookie, 'x-xsrf-token': alter(s.xsrf) }));
    expect((await info(t, s.token)).statusCode).toBe(200);
  });

  it('refuses a token that matches a forged cookie of the wrong shape', async () => {
    const s = await shopper();
    const cookie = `${SESSION_COOKIE}=${s.token}; ${XSRF_COOKIE}=x`;
    expectRefused(await signOut({ cookie, 'x-xsrf-token': 'x' }));
    expect((await info(t, s.token)).statusCode).toBe(200);
  });

  it('lets the matching token through: the action runs and the session is revoked', async () => {
    const s = await shopper();
    const res = await signOut({ cookie: s.cookie, 'x-xsrf-token': s.xsrf });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ signedOut: true });
    expect((await info(t, s.token)).statusCode).toBe(401);
  });

  it('lets the matching _xsrf form field through too', async () => {
    const s = await shopper();
    const res = await signOut(
      { cookie: s.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      `_xsrf=${s.xsrf}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await info(t, s.token)).statusCode).toBe(401);
  });

  /** A multipart form with the `_xsrf` field and `files` images of `bytes` each, as a review with photos posts. */
  function multipart(xsrf: string, files: number, bytes: number) {
    const boundary = 'bazaar-test-boundary';
    const parts: Buffer[] = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_xsrf"\r\n\r\n${xsrf}\r\n`),
    ];
    for (let i = 0; i < files; i++) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="productImages"; filename="p${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.alloc(bytes, 7),
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
  }

  it('takes a form with the spec’s 3 images of 2 MB (§5) and refuses a larger body with 413', async () => {
    const s = await shopper();
    const full = multipart(s.xsrf, 3, 2 * 1024 * 1024);
    const ok = await site.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: s.cookie, 'content-type': full.type },
      payload: full.body,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await info(t, s.token)).statusCode).toBe(401);

    const other = await shopper();
    const tooBig = multipart(other.xsrf, 4, 2 * 1024 * 1024);
    const refused = await site.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: other.cookie, 'content-type': tooBig.type },
      payload: tooBig.body,
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().errors[0].code).toBeTruthy();
    expect((await info(t, other.token)).statusCode).toBe(200);
  });
});
