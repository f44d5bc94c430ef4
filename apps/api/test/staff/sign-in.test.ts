import { DEMO_COURIERS, DEMO_SELLERS, seedDemoStaff } from '@bazaar/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffSessions, stores } from '../../src/db/schema';
import { hashToken } from '../../src/platform/tokens';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { ADMIN, get, OTHER_SELLER, SELLER, staffLogin, staffToken, storeIdOf } from './staff-support';

describe('staff sign-in (decision 404)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('seeds the README accounts: one admin, a seller for three stores open every day, two couriers', async () => {
    const rows = await t.db
      .select({ email: staff.email, role: staff.role, slug: stores.slug })
      .from(staff)
      .leftJoin(stores, eq(stores.id, staff.storeId))
      .orderBy(staff.id);
    expect(rows).toEqual([
      { email: 'admin@bazaar.pk', role: 'admin', slug: null },
      ...DEMO_SELLERS.map((s) => ({ email: s.email, role: 'seller', slug: s.storeSlug })),
      ...DEMO_COURIERS.map((c) => ({ email: c.email, role: 'courier', slug: null })),
    ]);
    expect(rows[1]).toEqual({ email: 'seller@bazaar.pk', role: 'seller', slug: 'jinnah-super-grocers' });
    expect(await seedDemoStaff(t.db)).toBeNull();
    expect(await t.db.select({ id: staff.id }).from(staff)).toHaveLength(
      1 + DEMO_SELLERS.length + DEMO_COURIERS.length,
    );
  });

  it('signs a seller in: token, role and store; only the hash is stored', async () => {
    const res = await staffLogin(t, 'Seller@Bazaar.pk ', SELLER.password);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Login successfully.', role: 'seller' });
    expect(body.store_id).toBe(await storeIdOf(t.db, SELLER.slug));
    const [session] = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(body.token)));
    expect(session).toBeDefined();
    const stored = await t.db.select({ h: staffSessions.tokenHash }).from(staffSessions);
    expect(stored.map((s) => s.h)).not.toContain(body.token);
  });

  it('signs an admin in with no store', async () => {
    const res = await staffLogin(t, ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', store_id: null });
  });

  it.each([
    ['a wrong password', SELLER.email, 'bazaar-seller-2025'],
    ['an unknown email', 'nobody@bazaar.pk', SELLER.password],
    ["a customer's credentials", 'demo@bazaar.pk', 'bazaar-demo-2026'],
  ])('refuses %s with 401 auth-001', async (_, email, password) => {
    const before = await t.db.select({ id: staffSessions.id }).from(staffSessions);
    const res = await staffLogin(t, email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ code: 'auth-001', message: 'the password or email field are incorrect.' }],
    });
    expect(await t.db.select({ id: staffSessions.id }).from(staffSessions)).toHaveLength(before.length);
  });

  it('answers 403 per field for a malformed sign-in', async () => {
    const res = await staffLogin(t, 'not-an-email', '');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { code: 'email', message: 'Enter a valid email address' },
      { code: 'password', message: 'Enter your password' },
    ]);
  });

  it('refuses a disabled staff account', async () => {
    await t.db.update(staff).set({ active: 'inactive' }).where(eq(staff.email, OTHER_SELLER.email));
    const token = (await staffLogin(t, OTHER_SELLER.email, OTHER_SELLER.password)).statusCode;
    expect(token).toBe(401);
    await t.db.update(staff).set({ active: 'active' }).where(eq(staff.email, OTHER_SELLER.email));
  });

  it('keeps customer and staff tokens apart: each is 401 on the other side', async () => {
    const customer = await registerCustomer(t);
    const seller = await staffToken(t, SELLER);
    const admin = await staffToken(t, ADMIN);
    expect((await get(t, '/api/v1/vendor/orders', customer.token)).statusCode).toBe(401);
    expect((await get(t, '/api/v1/admin/orders', customer.token)).statusCode).toBe(401);
    const asCustomer = await t.app.inject({ url: '/api/v1/customer/info', headers: bearer(seller) });
    expect(asCustomer.statusCode).toBe(401);
    expect(asCustomer.json().errors[0].code).toBe('auth-001');
    expect((await t.app.inject({ url: '/api/v1/customer/info', headers: bearer(admin) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/v1/vendor/orders' })).statusCode).toBe(401);
  });

  it('keeps the roles apart: a seller on an admin call and an admin on a vendor call are 403', async () => {
    const seller = await staffToken(t, SELLER);
    const admin = await staffToken(t, ADMIN);
    const sellerOnAdmin = await get(t, '/api/v1/admin/orders', seller);
    expect(sellerOnAdmin.statusCode).toBe(403);
    expect(sellerOnAdmin.json()).toEqual({ errors: [{ code: 'forbidden', message: 'Forbidden' }] });
    expect((await get(t, '/api/v1/vendor/orders', admin)).statusCode).toBe(403);
    expect((await get(t, '/api/v1/admin/orders', admin)).statusCode).toBe(200);
  });

  it('signs out: the token stops working at once', async () => {
    const token = await staffToken(t, SELLER);
    expect((await get(t, '/api/v1/vendor/orders', token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logout successfully.' });
    expect((await get(t, '/api/v1/vendor/orders', token)).statusCode).toBe(401);
  });

  it('documents every staff call in the OpenAPI document, behind the bearer scheme', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { security?: unknown[] }>>;
    const calls = [
      ['post', '/api/v1/staff/auth/login'],
      ['post', '/api/v1/staff/auth/logout'],
      ['get', '/api/v1/vendor/orders'],
      ['put', '/api/v1/vendor/order/status'],
      ['get', '/api/v1/admin/orders'],
      ['put', '/api/v1/admin/order/status'],
      ['post', '/api/v1/admin/wallet/add-fund'],
      ['get', '/api/v1/admin/refund-requests'],
      ['put', '/api/v1/admin/refund-request/settle'],
    ] as const;
    for (const [method, path] of calls) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(paths['/api/v1/admin/wallet/add-fund']!.post!.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/staff/auth/login']!.post!.security).toBeUndefined();
  });

  it('refuses an expired staff token', async () => {
    const token = await staffToken(t, SELLER);
    await t.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.tokenHash, hashToken(token)));
    expect((await get(t, '/api/v1/vendor/orders', token)).statusCode).toBe(401);
  });
});

describe('staff sign-in abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      rateLimits: { signInFailuresPerAccount: { limit: 3, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('locks an account after its failures, even for the right password; others still sign in', async () => {
    for (let i = 0; i < 3; i++)
      expect((await staffLogin(t, SELLER.email, 'wrong-password')).statusCode).toBe(401);
    const locked = await staffLogin(t, SELLER.email, SELLER.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await staffLogin(t, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
  });
});
