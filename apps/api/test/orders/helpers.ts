import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { items, orders, users } from '../../src/db/schema';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** A seeded market where many customers may sign up (the per-address limit would stop a test). */
export const ordersTestApp = () =>
  createTestApp({ seed: true, rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } } });

/** A signed-up customer with their user id. */
export async function shopper(t: TestApp) {
  const c = await registerCustomer(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, c.email));
  expect(user).toBeDefined();
  return { token: c.token, userId: user!.id };
}

export const stockOf = async (t: TestApp, itemId: number) => {
  const [row] = await t.db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row!.stock;
};

export const statusOf = async (t: TestApp, orderId: number) => {
  const [row] = await t.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
};

export const setStatus = (t: TestApp, orderId: number, status: string) =>
  t.db
    .update(orders)
    .set({ orderStatus: status })
    .where(and(eq(orders.id, orderId)));

export const get = (t: TestApp, token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

export const put = (t: TestApp, token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: bearer(token), payload });

export const post = (t: TestApp, token: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });

export type FormFile = { field?: string; name: string; type: string; data: Uint8Array };

/** A multipart body with any number of files, as a browser sends it. */
export async function form(fields: Record<string, string>, files: FormFile[] = []) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files)
    body.append(f.field ?? 'image', new Blob([f.data as BlobPart], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export async function refundRequest(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const body = await form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/order/refund-request',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
