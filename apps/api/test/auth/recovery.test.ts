import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../src/db/schema';
import { smtpMailer } from '../../src/mail/mailer';
import { info, login, PASSWORD, registerCustomer } from '../support/accounts';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Nihari-At-Midnight-77';
const codeIn = (text: string) => /reset page: ([A-Z2-9]{8})/.exec(text)?.[1];
const post = (t: TestApp, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload });

describe('password recovery by email (decision 303)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      mailer: smtpMailer(smtp.url, 'Bazaar <no-reply@bazaar.test>'),
      rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** forgot-password, and the code from the mail that followed. */
  async function startReset(email: string) {
    const res = await post(t, 'forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(email);
    return { token: res.json().token as string, code: codeIn(mail.text)!, mail };
  }

  it('a known and an unknown email get the same answer and do the same database work', async () => {
    const { email } = await registerCustomer(t);
    const before = (await t.db.select().from(passwordResets)).length;
    const known = await post(t, 'forgot-password', { email });
    const unknown = await post(t, 'forgot-password', { email: 'nobody.here@example.pk' });
    expect(known.statusCode).toBe(unknown.statusCode);
    const shape = (body: { message: string; token: string }) => ({
      message: body.message,
      token: body.token.length,
    });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json()).toEqual({
      message: 'Email sent successfully.',
      token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    // Both made one flow row of the same form; only the known one has a user (and a mail).
    const rows = await t.db.select().from(passwordResets);
    expect(rows.length).toBe(before + 2);
    const [a, b] = rows.slice(-2);
    expect([a!.secretHash?.length, a!.attempts]).toEqual([b!.secretHash?.length, b!.attempts]);
    expect(codeIn((await smtp.nextMailTo(email)).text)).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('the answer never waits for the mail server', async () => {
    const hanging = await createTestApp({ mailer: { send: () => new Promise(() => {}) } });
    try {
      const { email } = await registerCustomer(hanging);
      const res = await post(hanging, 'forgot-password', { email });
      expect(res.statusCode).toBe(200);
    } finally {
      await hanging.close();
    }
  });

  it('the code works once, then never; the reset revokes every old session and signs in anew', async () => {
    const { email, token: oldSession } = await registerCustomer(t);
    const second = (await login(t, email, PASSWORD)).json().token as string;
    const { token, code, mail } = await startReset(email);
    expect(mail.text).not.toContain(token);
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.flowTokenHash, (await import('../../src/platform/tokens')).hashToken(token)));
    expect(row!.secretHash).not.toContain(code);

    const verified = await post(t, 'verify-token', { email, token, reset_token: code.toLowerCase() });
    expect(verified.json()).toEqual({ message: 'Token varified successfully.', token });

    const reset = await post(t, 'reset-password', {
      email,
      token,
      reset_token: code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Password updated successfully.',
      token: expect.any(String),
      is_phone_verified: false,
    });
    expect((await info(t, reset.json().token)).statusCode).toBe(200);
    for (const old of [oldSession, second]) expect((await info(t, old)).statusCode).toBe(401);
    expect((await login(t, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post(t, 'reset-password', {
      email,
      token,
      reset_token: code,
      password: 'Another-Good-One-9',
      password_confirmation: 'Another-Good-One-9',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().errors).toEqual([
      { code: 'reset_token', message: 'The code is invalid or has expired.' },
    ]);
    expect((await post(t, 'verify-token', { email, token, reset_token: code })).statusCode).toBe(403);
  });

  it('five wrong codes end the flow, even for the right code afterwards', async () => {
    const { email } = await registerCustomer(t);
    const { token, code } = await startReset(email);
    for (let i = 0; i < 5; i++) {
      expect((await post(t, 'verify-token', { email, token, reset_token: 'WRONG234' })).statusCode).toBe(403);
    }
    expect((await post(t, 'verify-token', { email, token, reset_token: code })).statusCode).toBe(403);
  });

  it('a code needs its own flow token and email; an expired or superseded flow is dead', async () => {
    const { email } = await registerCustomer(t);
    const other = await registerCustomer(t);
    const first = await startReset(email);
    const otherFlow = await startReset(other.email);
    expect(
      (await post(t, 'verify-token', { email, token: otherFlow.token, reset_token: first.code })).statusCode,
    ).toBe(403);
    expect(
      (await post(t, 'verify-token', { email: other.email, token: first.token, reset_token: first.code }))
        .statusCode,
    ).toBe(403);
    // A newer request ends the older flow.
    const newer = await startReset(email);
    expect(
      (await post(t, 'verify-token', { email, token: first.token, reset_token: first.code })).statusCode,
    ).toBe(403);
    expect(
      (await post(t, 'verify-token', { email, token: newer.token, reset_token: newer.code })).statusCode,
    ).toBe(200);
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await post(t, 'verify-token', { email, token: newer.token, reset_token: newer.code })).statusCode,
    ).toBe(403);
  });

  it('reset-password refuses a common password without using up the code', async () => {
    const { email } = await registerCustomer(t);
    const { token, code } = await startReset(email);
    const common = await post(t, 'reset-password', {
      email,
      token,
      reset_token: code,
      password: 'iloveyou1',
      password_confirmation: 'iloveyou1',
    });
    expect(common.statusCode).toBe(403);
    expect(common.json().errors[0].code).toBe('password');
    const ok = await post(t, 'reset-password', {
      email,
      token,
      reset_token: code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('send-verification-link answers alike for every email and mails a single-use link', async () => {
    const { email } = await registerCustomer(t);
    const known = await post(t, 'send-verification-link', { email });
    const unknown = await post(t, 'send-verification-link', { email: 'ghost@example.pk' });
    expect(known.json()).toEqual({ message: 'Email sent successfully.' });
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.nextMailTo(email);
    const token = /verify-email\?token=([\w%-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const ok = await post(t, 'verify-email', { token: decodeURIComponent(token!) });
    expect(ok.json()).toEqual({ message: 'Email verified successfully.' });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post(t, 'verify-email', { token: decodeURIComponent(token!) })).statusCode).toBe(403);
  });

  it('the mailed link points at this shop whatever Host the request names (PUBLIC_URL unset)', async () => {
    const { email } = await registerCustomer(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/send-verification-link',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
      payload: { email },
    });
    expect(forged.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(email);
    expect(mail.text).not.toContain('attacker.example');
    // The address the server listens on (HOST and PORT), as `npm start` without PUBLIC_URL uses.
    expect(mail.text).toContain('http://127.0.0.1:3000/auth/verify-email?token=');
  });
});
