import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PARAMS } from '../../src/auth/password';
import { sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/platform/tokens';
import { bearer, info, login, PASSWORD, registerCustomer, registration } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

describe('register → sign in → info → update → logout (spec §4, §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  it('walks the whole life of a session; a logged-out token is refused at once', async () => {
    const form = registration({ email: 'Ayesha.Khan@Example.PK' });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { ...form, registration_type: 'manual' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toEqual({
      message: 'Account created successfully.',
      token: expect.stringMatching(/^[\w-]{43}$/),
      is_phone_verified: false,
      registration_type: 'manual',
    });

    const signIn = await login(t, 'ayesha.khan@example.pk', PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({
      message: 'Login successfully.',
      token: expect.any(String),
      is_phone_verified: false,
    });
    const token = signIn.json().token as string;
    expect(token).not.toBe(signUp.json().token);

    const me = await info(t, token);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({
      f_name: 'Ayesha',
      l_name: 'Khan',
      email: 'ayesha.khan@example.pk',
      phone: '03001234567',
      wallet_balance: 0,
      order_count: 0,
      has_password: true,
    });

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: bearer(token),
      payload: {
        f_name: 'Ayesha',
        l_name: 'Siddiqui',
        email: 'ayesha.khan@example.pk',
        phone: '03211234567',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({ message: 'Profile updated successfully' });
    expect((await info(t, token)).json()).toMatchObject({ l_name: 'Siddiqui', phone: '03211234567' });

    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(out.json()).toEqual({ message: 'Logout successfully.' });
    const refused = await info(t, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: [{ code: 'auth-001', message: 'Unauthorized' }] });
    // The sign-up token is a separate session and still works until it is logged out too.
    expect((await info(t, signUp.json().token)).statusCode).toBe(200);
  });

  it('stores tokens only as SHA-256 hashes, with an expiry; an expired token is refused', async () => {
    const { token, email } = await registerCustomer(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const days = (rows[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await info(t, token)).statusCode).toBe(401);
  });

  it.each([
    ['no header', {}],
    ['a made-up token', bearer('x'.repeat(43))],
    ['another scheme', { authorization: 'Basic YWJjOmRlZg==' }],
  ])('customer calls refuse %s with 401', async (_, headers) => {
    const res = await t.app.inject({ url: '/api/v1/customer/info', headers });
    expect(res.statusCode).toBe(401);
  });

  it('wrong password and unknown email answer the same 401', async () => {
    const { email } = await registerCustomer(t);
    const wrong = await login(t, email, 'not-the-password');
    const unknown = await login(t, 'nobody@example.pk', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ code: 'auth-001', message: 'the password or email field are incorrect.' }],
      });
    }
  });

  it('field errors answer 403 with one entry per field, in the spec words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { f_name: '', l_name: 'Khan', email: 'ayesha@', phone: '+923001234567', password: '12345' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { code: 'f_name', message: 'Enter your first name' },
      { code: 'email', message: 'Enter a valid email address' },
      { code: 'phone', message: 'Invalid phone number. Please enter your phone number without country code' },
      { code: 'password', message: 'Password should be greater than 6 characters' },
    ]);
  });

  it('X-localization picks the language of messages', async () => {
    const { email } = await registerCustomer(t);
    const res = await login(t, email, PASSWORD, { 'x-localization': 'ur' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).not.toBe('Login successfully.');
    const bad = await login(t, 'not-an-email', 'x', { 'x-localization': 'ar' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().errors[0].message).not.toBe('Enter a valid email address');
  });

  it('a duplicate email answers 403 on email, whatever its case', async () => {
    const { email } = await registerCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { ...registration({ email: email.toUpperCase() }), registration_type: 'manual' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ code: 'email', message: 'The email has already been taken.' }]);
  });

  it('passwords from the common list are refused; exactly 6 characters of a rare one pass', async () => {
    for (const password of ['password123', 'Qwerty123', 'pakistan786']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: registration({ password }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].code).toBe('password');
    }
    const six = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: registration({ password: 'k7#Qz!' }),
    });
    expect(six.statusCode).toBe(200);
  });

  it('a hash made with older argon2 parameters is redone at the next sign-in', async () => {
    const { email } = await registerCustomer(t);
    const weak = await hash(PASSWORD, { ...PASSWORD_PARAMS, memoryCost: 8192, timeCost: 1 });
    await t.db.update(users).set({ passwordHash: weak }).where(eq(users.email, email));
    expect((await login(t, email, PASSWORD)).statusCode).toBe(200);
    const [user] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login(t, email, PASSWORD)).statusCode).toBe(200);
  });

  it('passwords are stored as argon2id, never as given', async () => {
    const { email } = await registerCustomer(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(user)).not.toContain(PASSWORD);
  });
});
