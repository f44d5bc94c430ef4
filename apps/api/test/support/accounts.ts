import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** A strong password no common-password list holds. */
export const PASSWORD = 'Chai-Paratha-2026!';

export const uniqueEmail = (name = 'shopper') => `${name}.${randomBytes(4).toString('hex')}@example.pk`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type Registration = { f_name: string; l_name: string; email: string; phone: string; password: string };

export function registration(overrides: Partial<Registration> = {}): Registration {
  return {
    f_name: 'Ayesha',
    l_name: 'Khan',
    email: uniqueEmail(),
    phone: '03001234567',
    password: PASSWORD,
    ...overrides,
  };
}

/** Registers a customer through the API and answers the form with the token it was given. */
export async function registerCustomer(t: TestApp, overrides: Partial<Registration> = {}) {
  const form = registration(overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { ...form, registration_type: 'manual' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...form, token: res.json().token as string };
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { email, password, login_with: 'manual' },
  });
}

export const info = (t: TestApp, token: string) =>
  t.app.inject({ url: '/api/v1/customer/info', headers: bearer(token) });

/** A multipart body as a browser would send it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Uint8Array },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('image', new Blob([file.data as BlobPart], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
