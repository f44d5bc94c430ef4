import { expect } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { createCourier } from '../staff/courier-support';
import { OTHER_SELLER, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** The seeded market with the walkthrough seller, a seller of another store, a customer and a courier. */
export async function sellerStoreApp() {
  const t = await createTestApp({ seed: true });
  const [seller, other, customer, courier] = await Promise.all([
    staffToken(t, SELLER),
    staffToken(t, OTHER_SELLER),
    registerCustomer(t).then((c) => c.token as string),
    createCourier(t.db).then((c) => createStaffSession(t.db, c.id)),
  ]);
  const [storeId, otherStoreId] = await Promise.all([
    storeIdOf(t.db, SELLER.slug),
    storeIdOf(t.db, OTHER_SELLER.slug),
  ]);
  return { t, tokens: { seller, other, customer, courier }, storeId, otherStoreId };
}
export type SellerStoreApp = Awaited<ReturnType<typeof sellerStoreApp>>;

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; token?: string; payload?: object; locale?: string };

/** One call of /api/v1 with a token (and the request's language). */
export const call = (t: TestApp, url: string, { method = 'GET', token, payload, locale }: Call = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(locale ? { 'x-localization': locale } : {}) },
    ...(payload && { payload }),
  });

/** A customer's token is not a staff token (401); a courier's is another role's (403). */
export async function expectSellerOnly(s: SellerStoreApp, url: string, method: Call['method'] = 'GET') {
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  const customer = await call(s.t, url, { method, token: s.tokens.customer, payload });
  expect(customer.statusCode, `${method} ${url} as a customer`).toBe(401);
  const courier = await call(s.t, url, { method, token: s.tokens.courier, payload });
  expect(courier.statusCode, `${method} ${url} as a courier`).toBe(403);
  expect((await call(s.t, url, { method, payload })).statusCode).toBe(401);
}

/** A form (multipart) with text fields and files. */
export async function formBody(
  fields: Record<string, string>,
  files: { field: string; data: Uint8Array; type: string; name: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field, new Blob([f.data as BlobPart], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
