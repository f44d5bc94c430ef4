import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletTransactions } from '../../src/db/schema';
import {
  bearer,
  info,
  login,
  multipart,
  PASSWORD,
  registerCustomer,
  registration,
} from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

const png = (width = 64) =>
  sharp({ create: { width, height: width, channels: 3, background: '#047857' } })
    .png()
    .toBuffer();

describe('customer/update-profile, change-password (decision 306)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  const update = async (
    token: string,
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
  ) => {
    const body = await multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('takes form data with a profile picture, stored under a random name', async () => {
    const c = await registerCustomer(t);
    const res = await update(
      c.token,
      { f_name: 'Zara', l_name: 'Ahmed', email: c.email, phone: c.phone },
      { name: '../../evil.png', type: 'image/png', data: await png() },
    );
    expect(res.statusCode, res.body).toBe(200);
    const me = (await info(t, c.token)).json();
    expect(me.f_name).toBe('Zara');
    expect(me.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(me.image_full_url).toMatch(new RegExp(`/storage/profile/${me.image}$`));
    expect(await readdir(path.join(t.dataDir, 'uploads', 'profile'))).toContain(me.image);
    const served = await t.app.inject({ url: `/storage/profile/${me.image}?w=320` });
    expect(served.statusCode).toBe(200);

    // A new picture replaces the old file.
    await update(
      c.token,
      { f_name: 'Zara', l_name: 'Ahmed', email: c.email, phone: c.phone },
      { name: 'me.png', type: 'image/png', data: await png(80) },
    );
    const files = await readdir(path.join(t.dataDir, 'uploads', 'profile'));
    expect(files).not.toContain(me.image);
  });

  it('refuses a picture over 2 MB, and a file that is not really an image', async () => {
    const c = await registerCustomer(t);
    const fields = { f_name: 'A', l_name: 'B', email: c.email, phone: c.phone };
    const big = await update(c.token, fields, {
      name: 'big.png',
      type: 'image/png',
      data: new Uint8Array(2 * 1024 * 1024 + 1),
    });
    expect(big.statusCode).toBe(403);
    expect(big.json().errors).toEqual([{ code: 'image', message: 'Each image must be at most 2 MB' }]);
    const fake = await update(c.token, fields, {
      name: 'cat.png',
      type: 'image/png',
      data: new TextEncoder().encode('<svg onload="alert(1)"/>'),
    });
    expect(fake.statusCode).toBe(403);
    expect(fake.json().errors[0].code).toBe('image');
    expect((await info(t, c.token)).json().image).toBeNull();
  });

  it('a new email needs the current password, is unverified again, and must be free', async () => {
    const c = await registerCustomer(t);
    const other = await registerCustomer(t);
    const fields = { f_name: 'A', l_name: 'B', phone: c.phone };
    const newEmail = `new.${c.email}`;
    expect((await update(c.token, { ...fields, email: newEmail })).json().errors[0].code).toBe(
      'current_password',
    );
    expect(
      (await update(c.token, { ...fields, email: other.email, current_password: PASSWORD })).json().errors,
    ).toEqual([{ code: 'email', message: 'The email has already been taken.' }]);
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), isPhoneVerified: true })
      .where(eq(users.email, c.email));
    expect(
      (
        await update(c.token, {
          ...fields,
          email: newEmail,
          current_password: PASSWORD,
          phone: '03451234567',
        })
      ).statusCode,
    ).toBe(200);
    const me = (await info(t, c.token)).json();
    expect(me).toMatchObject({
      email: newEmail,
      email_verified_at: null,
      is_phone_verified: false,
      phone: '03451234567',
    });
  });

  it('a password in update-profile is refused: change-password needs the current one and revokes other sessions', async () => {
    const c = await registerCustomer(t);
    const refused = await update(c.token, {
      f_name: 'A',
      l_name: 'B',
      email: c.email,
      phone: c.phone,
      password: 'Sneaky-Change-1',
    });
    expect(refused.json().errors[0].code).toBe('password');
    expect((await login(t, c.email, PASSWORD)).statusCode).toBe(200);

    const other = (await login(t, c.email, PASSWORD)).json().token as string;
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/change-password',
        headers: bearer(c.token),
        payload,
      });
    const wrong = await change({
      current_password: 'not-it',
      password: 'Shalimar-Gardens-5',
      password_confirmation: 'Shalimar-Gardens-5',
    });
    expect(wrong.json().errors).toEqual([
      { code: 'current_password', message: 'Your current password is incorrect.' },
    ]);
    const mismatch = await change({
      current_password: PASSWORD,
      password: 'Shalimar-Gardens-5',
      password_confirmation: 'x',
    });
    expect(mismatch.json().errors).toEqual([
      { code: 'password_confirmation', message: "Confirmed password doesn't matched" },
    ]);
    const ok = await change({
      current_password: PASSWORD,
      password: 'Shalimar-Gardens-5',
      password_confirmation: 'Shalimar-Gardens-5',
    });
    expect(ok.json()).toEqual({ message: 'Password updated successfully.' });
    expect((await info(t, c.token)).statusCode).toBe(200);
    expect((await info(t, other)).statusCode).toBe(401);
    expect((await login(t, c.email, 'Shalimar-Gardens-5')).statusCode).toBe(200);
  });

  it('wallet_balance, is_phone_verified, role or user_id added to any account call change nothing', async () => {
    const victim = await registerCustomer(t);
    const extras = {
      wallet_balance: 1_000_000,
      is_phone_verified: true,
      role: 'admin',
      user_id: 0,
      id: 0,
      email_verified_at: '2020-01-01',
      status: 'active',
      google_sub: 'x',
      registration_type: 'manual',
    };
    const [victimRow] = await t.db.select().from(users).where(eq(users.email, victim.email));
    extras.user_id = victimRow!.id;
    extras.id = victimRow!.id;

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { ...registration(), ...extras },
    });
    expect(signUp.statusCode).toBe(200);
    const attacker = signUp.json().token as string;
    const me = await login(t, (await info(t, attacker)).json().email, PASSWORD, {});
    expect(me.statusCode).toBe(200);
    const mine = (await info(t, attacker)).json();
    const text = Object.fromEntries(Object.entries(extras).map(([k, v]) => [k, String(v)]));
    await update(attacker, { f_name: 'Evil', l_name: 'Doer', email: mine.email, phone: mine.phone, ...text });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(attacker),
      payload: { f_name: 'Evil', l_name: 'Doer', email: mine.email, phone: mine.phone, ...extras },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: mine.email, password: PASSWORD, ...extras },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/change-password',
      headers: bearer(attacker),
      payload: { current_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD, ...extras },
    });

    const after = (await info(t, attacker)).json();
    expect(after).toMatchObject({
      id: mine.id,
      f_name: 'Evil',
      is_phone_verified: false,
      wallet_balance: 0,
      email_verified_at: null,
    });
    expect(after.id).not.toBe(victimRow!.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, mine.id));
    expect(row).toMatchObject({
      isPhoneVerified: false,
      status: 'active',
      googleSub: null,
      emailVerifiedAt: null,
    });
    const [victimAfter] = await t.db.select().from(users).where(eq(users.id, victimRow!.id));
    expect(victimAfter).toEqual(victimRow);
    const [ledger] = await t.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions);
    expect(ledger!.n).toBe(0);
  });
});
