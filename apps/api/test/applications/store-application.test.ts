import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideStoreApplication } from '../../src/commerce/store-applications';
import { auditLog, storeApplications, storeSchedules, stores, zones } from '../../src/db/schema';
import type { Mail } from '../../src/mail/mailer';
import { ADMIN, get, put, SELLER, staffLogin, staffToken } from '../staff/staff-support';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 36, item 1: a store applies (spec §3 store registration), waits pending, and the operator's
// decision makes the store and its seller account, or mails the reason.

const png = (color: string, width = 64) =>
  sharp({ create: { width, height: width, channels: 3, background: color } })
    .png()
    .toBuffer();

let zoneId: number;
let logo: Buffer;
let cover: Buffer;
let count = 0;

/** A complete application's fields; `over` replaces or (with undefined) leaves out fields. */
function fields(over: Record<string, string | undefined> = {}) {
  count += 1;
  const all: Record<string, string | undefined> = {
    store_name: `Anarkali Shoe House ${count}`,
    store_address: 'Shop 14, Anarkali Bazaar, Lahore',
    tax: '5',
    minimum_delivery_time: '30',
    maximum_delivery_time: '60',
    delivery_time_type: 'minute',
    zone_id: String(zoneId),
    latitude: '31.5672',
    longitude: '74.3120',
    f_name: 'Sana',
    l_name: 'Iqbal',
    email: `sana.${count}.${Date.now()}@example.pk`,
    phone: '3001234567',
    password: 'Khussa-Lahore-2026',
    ...over,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

async function apply(t: TestApp, values: Record<string, string>, files = { logo: true, cover_photo: true }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  if (files.logo) form.append('logo', new Blob([logo as BlobPart], { type: 'image/png' }), 'logo.png');
  if (files.cover_photo)
    form.append('cover_photo', new Blob([cover as BlobPart], { type: 'image/png' }), 'cover.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/vendor/register',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('POST auth/vendor/register and the operator’s decision', () => {
  let t: TestApp;
  const mails: Mail[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      mailer: { send: async (mail) => void mails.push(mail) },
      rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } },
    });
    [logo, cover] = await Promise.all([png('#047857'), png('#b45309', 120)]);
    const [zone] = await t.db.select({ id: zones.id }).from(zones).where(eq(zones.active, true)).limit(1);
    zoneId = zone!.id;
  });
  afterAll(() => t.close());
  const decide = (id: number, decision: Parameters<typeof decideStoreApplication>[3]) =>
    decideStoreApplication(
      t.db,
      {
        dataDir: t.dataDir,
        mailer: { send: async (m) => void mails.push(m) },
        publicOrigin: 'https://bazaar.pk',
      },
      id,
      decision,
    );

  it('keeps an application pending, its password hashed and its pictures re-encoded', async () => {
    const values = fields();
    const res = await apply(t, values);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      message: 'Your store application has been received. We will email you once it is reviewed.',
      application_id: expect.any(Number),
      status: 'pending',
    });
    const [row] = await t.db
      .select()
      .from(storeApplications)
      .where(eq(storeApplications.id, answer.application_id));
    expect(row).toMatchObject({
      status: 'pending',
      storeName: values.store_name,
      email: values.email,
      tax: 5,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const kept = await readdir(path.join(t.dataDir, 'uploads', 'store-applications'));
    expect(kept).toEqual(expect.arrayContaining([row!.logo, row!.coverPhoto]));
    expect(row!.logo).toMatch(/^[0-9a-f]{32}\.webp$/);
  });

  it.each([
    [
      'a maximum delivery time below the minimum',
      { minimum_delivery_time: '60', maximum_delivery_time: '30' },
      'maximum_delivery_time',
      'Maximum delivery time can not be smaller than minimum delivery time',
    ],
    ['no store name', { store_name: '' }, 'store_name', 'Input field is empty'],
    ['a bad email', { email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    ['a short password', { password: 'abc' }, 'password', 'Password should be greater than 6 characters'],
    ['an unknown zone', { zone_id: '99999' }, 'zone_id', 'Select a valid option'],
    [
      'a delivery time type not offered',
      { delivery_time_type: 'weeks' },
      'delivery_time_type',
      'Select a valid option',
    ],
  ])('refuses %s under its field', async (_, over, code, message) => {
    const res = await apply(t, fields(over));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toContainEqual({ code, message });
  });

  it('needs a logo and a cover photo, each a real picture', async () => {
    const res = await apply(t, fields(), { logo: false, cover_photo: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toContainEqual({ code: 'logo', message: 'Upload an image' });
  });

  it('one pending application per email (also when five arrive at once); a staff email is taken', async () => {
    const values = fields();
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(t, values)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    expect(answers.find((a) => a.statusCode === 403)!.json().errors).toEqual([
      { code: 'email', message: 'An application with this email is already waiting for review.' },
    ]);
    const seller = await apply(t, fields({ email: 'seller@bazaar.pk' }));
    expect(seller.json().errors).toEqual([{ code: 'email', message: 'The email has already been taken.' }]);
  });

  it('approved: the store and its seller account exist, the seller signs in, the applicant is mailed', async () => {
    const values = fields({ store_name: 'Liberty Khussa Corner' });
    const id = (await apply(t, values)).json().application_id as number;
    const { store } = await decide(id, { approve: true });
    expect(store).toMatchObject({ name: 'Liberty Khussa Corner', slug: 'liberty-khussa-corner' });
    const [made] = await t.db.select().from(stores).where(eq(stores.id, store!.id));
    expect(made).toMatchObject({ zoneId, email: values.email, deliveryTime: '30-60 min', active: true });
    const hours = await t.db.select().from(storeSchedules).where(eq(storeSchedules.storeId, store!.id));
    expect(hours).toHaveLength(7);
    const login = await staffLogin(t, values.email!, values.password!);
    expect(login.statusCode, login.body).toBe(200);
    expect((await t.app.inject({ url: `/storage/store/${made!.logo}?w=320` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/storage/store/cover/${made!.coverPhoto}?w=320` })).statusCode).toBe(
      200,
    );
    expect(mails.at(-1)).toMatchObject({
      to: values.email,
      subject: 'Liberty Khussa Corner is approved on Bazaar',
    });
    expect(mails.at(-1)!.text).toContain('https://bazaar.pk/seller');
    // Decided once; a second store of the same name gets a slug of its own.
    await expect(decide(id, { approve: true })).rejects.toThrow(/already approved/);
    const again = (await apply(t, fields({ store_name: 'Liberty Khussa Corner' }))).json().application_id;
    expect((await decide(again, { approve: true })).store?.slug).toBe('liberty-khussa-corner-2');
  });

  it('rejected: the reason is kept and mailed, and the email may apply again', async () => {
    const values = fields();
    const id = (await apply(t, values)).json().application_id as number;
    await decide(id, { approve: false, reason: 'The cover photo is not of the shop' });
    const [row] = await t.db.select().from(storeApplications).where(eq(storeApplications.id, id));
    expect(row).toMatchObject({
      status: 'rejected',
      reason: 'The cover photo is not of the shop',
      storeId: null,
    });
    expect(mails.at(-1)!.text).toContain('The reason: The cover photo is not of the shop');
    expect((await apply(t, values)).statusCode).toBe(200);
  });

  it('the operator decides through admin/*: listed by status, approved once (409 after), audited as that admin', async () => {
    const admin = await staffToken(t, ADMIN);
    const values = fields({ store_name: 'Ichhra Bangle House' });
    const id = (await apply(t, values)).json().application_id as number;
    const pending = await get(t, '/api/v1/admin/store-applications?limit=100', admin);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().applications).toContainEqual(
      expect.objectContaining({ id, status: 'pending', store_name: 'Ichhra Bangle House', store_id: null }),
    );
    const decide = (body: unknown, token = admin) =>
      put(t, '/api/v1/admin/store-application/decide', token, body);

    const noReason = await decide({ application_id: id, action: 'reject' });
    expect(noReason.statusCode).toBe(403);
    expect(noReason.json().errors).toEqual([
      { code: 'reason', message: 'A reason is required to reject an application' },
    ]);
    const seller = await staffToken(t, SELLER);
    expect((await decide({ application_id: id, action: 'approve' }, seller)).statusCode).toBe(403);
    expect((await decide({ application_id: 999_999, action: 'approve' })).statusCode).toBe(404);

    const approved = await decide({ application_id: id, action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', message: 'Application approved.' });
    const storeId = approved.json().made_id as number;
    const [made] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    expect(made).toMatchObject({ name: 'Ichhra Bangle House', email: values.email });
    const again = await decide({ application_id: id, action: 'reject', reason: 'Changed our mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual([
      { code: 'conflict', message: 'This application was already decided.' },
    ]);

    const listed = await get(t, '/api/v1/admin/store-applications?status=approved&limit=100', admin);
    expect(listed.json().applications).toContainEqual(
      expect.objectContaining({ id, status: 'approved', store_id: storeId, decided_at: expect.any(String) }),
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'store_application'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ actorRole: 'admin', action: 'store_application.approve', storeId });
  });
});

describe('applications are limited per address as sign-up is', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      rateLimits: { signUpPerAddress: { limit: 2, windowMs: 3_600_000 } },
    });
    [logo, cover] = await Promise.all([png('#047857'), png('#b45309', 120)]);
  });
  afterAll(() => t.close());

  it('the third from one address in the hour is 429', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await apply(t, fields())).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
