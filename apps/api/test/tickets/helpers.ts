import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createStaffAccount } from '../../src/auth/staff-accounts';
import { notifications, outbox, stores, ticketMessages, tickets, users } from '../../src/db/schema';
import { bearer, PASSWORD, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** A seeded market where many customers may sign up (the per-address limit would stop a test). */
export const ticketsTestApp = () =>
  createTestApp({ seed: true, rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } } });

/** A signed-up customer with their user id. */
export async function customer(t: TestApp) {
  const c = await registerCustomer(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, c.email));
  return { token: c.token, userId: user!.id };
}

/** A new admin or seller account (the seller runs the first store), signed in: its bearer token. */
export async function staffToken(t: TestApp, role: 'admin' | 'seller') {
  const email = `${role}.${randomBytes(4).toString('hex')}@bazaar.test`;
  const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
  await createStaffAccount(t.db, {
    name: `Test ${role}`,
    email,
    password: PASSWORD,
    role,
    storeId: store!.id,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const withToken = (token: string | null) => (token ? bearer(token) : {});

export const get = (t: TestApp, token: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...withToken(token), ...headers } });

export const send = (
  t: TestApp,
  token: string | null,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...withToken(token), ...headers },
    payload: payload as object,
  });

export type FormFile = { field?: string; name: string; type: string; data: Uint8Array };

/** Posts a multipart form with any number of files (field `attachments` unless told), as a browser does. */
export async function sendForm(
  t: TestApp,
  token: string,
  url: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files)
    body.append(f.field ?? 'attachments', new Blob([f.data as BlobPart], { type: f.type }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

export const png = async (name = 'photo.png'): Promise<FormFile> => ({
  name,
  type: 'image/png',
  data: await sharp({ create: { width: 24, height: 24, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer(),
});

/** Opens a ticket through the API (JSON) and answers its id. */
export async function openTicket(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  const res = await send(t, token, 'POST', '/customer/ticket/create', {
    subject: 'Parcel arrived late',
    message: 'My parcel came two days late.',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket.id as number;
}

/** What the ticket tables, the notifications and the outbox hold: a refused call must leave it as it was. */
export async function snapshot(t: TestApp) {
  const n = async (table: typeof tickets | typeof ticketMessages | typeof notifications | typeof outbox) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    tickets: await n(tickets),
    messages: await n(ticketMessages),
    notifications: await n(notifications),
    outbox: await n(outbox),
    statuses: (await t.db.select({ id: tickets.id, status: tickets.status }).from(tickets)).sort(
      (a, b) => a.id - b.id,
    ),
    files: await storedFiles(t),
  };
}

export const storedFiles = (t: TestApp) =>
  readdir(path.join(t.dataDir, 'uploads', 'ticket')).catch(() => [] as string[]);

/** A 4xx in the one error envelope, never a 5xx. */
export function expectRefusal(
  res: { statusCode: number; json: () => unknown; body: string },
  status?: number,
) {
  if (status) expect(res.statusCode, res.body).toBe(status);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json() as { errors: { code: string; message: string }[] };
  expect(body.errors.length).toBeGreaterThan(0);
  for (const e of body.errors) expect(e).toEqual({ code: expect.any(String), message: expect.any(String) });
  return body.errors;
}
