import { t as text } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, registration } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

/** Errors carry message keys; the answer is written in the language the client asked for (X-localization). */
describe('errors in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  const signUp = (payload: Record<string, unknown>, locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { registration_type: 'manual', ...payload },
      headers: locale ? { 'x-localization': locale } : {},
    });

  it.each(['en', 'ur', 'ar', 'sp'] as const)('a taken email answers 403 in %s', async (locale) => {
    const form = registration();
    await registerCustomer(t, form);
    const again = await signUp(form, locale);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      errors: [{ code: 'email', message: text('account.email_taken', {}, locale) }],
    });
  });

  it('the Urdu answer is Urdu, not English', async () => {
    const form = registration();
    await registerCustomer(t, form);
    const message = (await signUp(form, 'ur')).json().errors[0].message as string;
    expect(message).toBe('یہ ای میل پہلے سے استعمال میں ہے۔');
    expect(message).not.toMatch(/[A-Za-z]/);
  });

  it('field validation of the contract speaks Urdu too, one entry per field', async () => {
    const res = await signUp({ ...registration(), email: 'not-an-email', phone: '+923001234567' }, 'ur');
    expect(res.statusCode).toBe(403);
    const byField = Object.fromEntries(
      (res.json().errors as { code: string; message: string }[]).map((e) => [e.code, e.message]),
    );
    expect(byField.email).toBe(text('validation.email_invalid', {}, 'ur'));
    expect(byField.phone).toBe(text('validation.phone_invalid', {}, 'ur'));
  });

  it('an unknown locale falls back to the spec English; an unknown route names itself', async () => {
    const form = registration();
    await registerCustomer(t, form);
    expect((await signUp(form, 'xx')).json().errors[0].message).toBe('The email has already been taken.');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Route not found: GET /api/v1/nothing-here' }],
    });
  });

  it('wrong credentials keep the contract code auth-001 in every language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.pk', password: 'Wrong-Password-1' },
      headers: { 'x-localization': 'ar' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ code: 'auth-001', message: text('auth.wrong_credentials', {}, 'ar') }],
    });
  });
});
