import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, users, walletTransactions } from '../../src/db/schema';
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
    // Kept re-encoded as WebP (decision 220): never the bytes the client sent.
    expect(me.image).toMatch(/^[0-9a-f]{32}\.webp$/);
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

  it('keeps no byte the client sent: a PNG with HTML appended is refused, a plain one re-encoded', async () => {
    const c = await registerCustomer(t);
    const fields = { f_name: 'A', l_name: 'B', email: c.email, phone: c.phone };
    const picture = await png();
    const polyglot = Buffer.concat([picture, Buffer.from('<html><script>alert(document.cookie)</script>')]);
    const refused = await update(c.token, fields, { name: 'me.png', type: 'image/png', data: polyglot });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([
      { code: 'image', message: 'Upload a JPEG, PNG, WebP or GIF image.' },
    ]);
    expect((await info(t, c.token)).json().image).toBeNull();

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#047857' } })
      .gif()
      .toBuffer();
    for (const data of [picture, gif]) {
      const res = await update(c.token, fields, { name: 'me.png', type: 'image/png', data });
      expect(res.statusCode, res.body).toBe(200);
      const { image } = (await info(t, c.token)).json();
      const kept = await readFile(path.join(t.dataDir, 'uploads', 'profile', image));
      expect(kept.equals(data)).toBe(false);
      expect(kept.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
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

  it('protected fields with non-default values, added to any account call, change nothing (decision 306)', async () => {
    const victim = await registerCustomer(t);
    const [victimRow] = await t.db.select().from(users).where(eq(users.email, victim.email));
    const [staffBefore] = await t.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    // Every value differs from what a new account gets, so a field written through would show.
    const attack = {
      id: victimRow!.id,
      user_id: victimRow!.id,
      wallet_balance: 1_000_000,
      loyalty_point: 5_000,
      is_admin: true,
      role: 'admin',
      is_phone_verified: true,
      email_verified_at: '2020-01-01T00:00:00.000Z',
      status: 'blocked',
      google_sub: 'attacker-google-subject',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
      deleted_at: '2020-01-01T00:00:00.000Z',
      created_at: '2000-01-01T00:00:00.000Z',
    };
    // registration_type and login_with are fields of sign-up and login themselves: forged only elsewhere.
    const forgedKinds = { registration_type: 'google', login_with: 'google' };
    const asText = (fields: object) =>
      Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { ...registration(), registration_type: 'manual', ...attack },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const attacker = signUp.json().token as string;
    const mine = (await info(t, attacker)).json();
    expect(mine.id).not.toBe(victimRow!.id);

    const profile = { f_name: 'Evil', l_name: 'Doer', email: mine.email, phone: mine.phone };
    const asForm = await update(attacker, { ...profile, ...asText({ ...attack, ...forgedKinds }) });
    expect(asForm.statusCode, asForm.body).toBe(200);
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(attacker),
      payload: { ...profile, ...attack, ...forgedKinds },
    });
    expect(asJson.statusCode, asJson.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: mine.email, password: PASSWORD, login_with: 'manual', ...attack },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const NEW_PASSWORD = 'Badshahi-Mosque-1673';
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/change-password',
      headers: bearer(attacker),
      payload: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        ...attack,
        ...forgedKinds,
      },
    });
    expect(change.statusCode, change.body).toBe(200);

    const after = (await info(t, attacker)).json();
    expect(after).toMatchObject({
      id: mine.id,
      f_name: 'Evil',
      is_phone_verified: false,
      email_verified_at: null,
      registration_type: 'manual',
      login_with: 'manual',
      has_password: true,
      wallet_balance: 0,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, mine.id));
    expect(row).toMatchObject({
      registrationType: 'manual',
      loginWith: 'manual',
      googleSub: null,
      isPhoneVerified: false,
      emailVerifiedAt: null,
      status: 'active',
      deletedAt: null,
    });
    expect(row!.passwordHash).not.toBe(attack.password_hash);
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
    // The new password is the one the change set, not a hash the attacker chose.
    expect((await login(t, mine.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [victimAfter] = await t.db.select().from(users).where(eq(users.id, victimRow!.id));
    expect(victimAfter).toEqual(victimRow);
    const [ledger] = await t.db.select({ n: sql<number>`count(*)::int` }).from(walletTransactions);
    expect(ledger!.n).toBe(0);
    const [staffAfter] = await t.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    expect(staffAfter!.n).toBe(staffBefore!.n);
  });
});
