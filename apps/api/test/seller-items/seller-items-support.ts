import type { VendorCategory } from '@bazaar/contract';
import { expect } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { createCourier } from '../staff/courier-support';
import { bearer } from '../support/accounts';
import type { TestApp } from '../support/test-app';

/** Helpers of the seller-items tests (issue 36, decision 409). */

export type Upload = { name: string; type: string; data: Uint8Array };

/** A multipart body: text fields (arrays and objects as JSON, as a form sends them) and files. */
export async function form(fields: Record<string, unknown>, files: { field: string; file: Upload }[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    data.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const { field, file } of files)
    data.append(field, new Blob([file.data as BlobPart], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Sends a multipart (or, without files, JSON) request with a bearer token. */
export async function send(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, unknown>,
  files: { field: string; file: Upload }[] = [],
  headers: Record<string, string> = {},
) {
  if (files.length === 0)
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      payload: fields as object,
    });
  const body = await form(fields, files);
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...body.headers, ...headers },
    payload: body.payload,
  });
}

/** A signed-in courier: a staff token of another role than the seller's. */
export async function courierToken(t: TestApp) {
  return createStaffSession(t.db, (await createCourier(t.db)).id);
}

/** The first leaf of the category tree and a parent (not a leaf), as vendor/categories answers them. */
export async function categoryChoices(t: TestApp, token: string) {
  const res = await t.app.inject({ url: '/api/v1/vendor/categories', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const tops = res.json().categories as VendorCategory[];
  const parent = tops.find((c) => !c.leaf && c.childes.length > 0)!;
  return { parent, leaf: parent.childes.find((c) => c.leaf)!, tops };
}

/** The error envelope as { field: message }. */
export const fieldsOf = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body).errors as { code: string; message: string }[]).map((e) => [e.code, e.message]),
  );
