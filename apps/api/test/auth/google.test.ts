import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { info, registerCustomer, uniqueEmail } from '../support/accounts';
import { startGoogleKeys, TEST_CLIENT_ID } from '../support/google-keys';
import { createTestApp, type TestApp } from '../support/test-app';

describe('Google sign-in (decision 304)', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  beforeAll(async () => {
    google = await startGoogleKeys();
    t = await createTestApp({
      googleClientId: TEST_CLIENT_ID,
      env: { GOOGLE_JWKS_URL: google.jwksUrl },
      rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const googleLogin = (id_token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/google-login', payload: { id_token } });

  it('a verified ID token creates a passwordless account and signs in; the next one signs in to it', async () => {
    const email = uniqueEmail('ali');
    const idToken = await google.sign({ sub: 'google-sub-1', email, given_name: 'Ali', family_name: 'Raza' });
    const first = await googleLogin(idToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: 'Login successfully.',
      token: expect.any(String),
      is_phone_verified: false,
    });
    const me = (await info(t, first.json().token)).json();
    expect(me).toMatchObject({
      f_name: 'Ali',
      l_name: 'Raza',
      email,
      registration_type: 'google',
      has_password: false,
    });
    expect(me.email_verified_at).not.toBeNull();

    const again = await googleLogin(await google.sign({ sub: 'google-sub-1', email }));
    expect(again.statusCode).toBe(200);
    expect((await info(t, again.json().token)).json().id).toBe(me.id);
    // The keys were fetched once and cached.
    expect(google.fetches()).toBe(1);
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { iss: 'https://evil.example.com' }, {}],
    ['an unverified email', { email_verified: false }, {}],
    ['an expired token', {}, { expiresIn: '-10 minutes' }],
    ['a key Google does not publish', {}, { foreignKey: true }],
  ])('refuses %s with 401', async (_, claims, opts) => {
    const idToken = await google.sign(
      { sub: `sub-${Math.random()}`, email: uniqueEmail('g'), ...claims },
      opts,
    );
    const res = await googleLogin(idToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('id_token');
  });

  it('refuses garbage without a 500', async () => {
    expect((await googleLogin('not.a.jwt')).statusCode).toBe(401);
  });

  it('never takes over an existing email-and-password account', async () => {
    const { email } = await registerCustomer(t);
    const res = await googleLogin(await google.sign({ sub: 'attacker-sub', email: email.toUpperCase() }));
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('email');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.googleSub).toBeNull();
    expect(user!.registrationType).toBe('manual');
  });

  it('sign-up with registration_type google needs a verified id_token; the body cannot pick the email', async () => {
    const victim = await registerCustomer(t);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { f_name: 'X', l_name: 'Y', email: victim.email, registration_type: 'google' },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().errors[0].code).toBe('id_token');

    const mine = uniqueEmail('sana');
    const idToken = await google.sign({ sub: 'google-sub-sana', email: mine, given_name: 'Sana' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        f_name: 'X',
        l_name: 'Y',
        email: victim.email,
        registration_type: 'google',
        id_token: idToken,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().registration_type).toBe('google');
    expect((await info(t, res.json().token)).json().email).toBe(mine);
  });

  it('without a client id, Google sign-in is off', async () => {
    const off = await createTestApp({ env: { GOOGLE_JWKS_URL: google.jwksUrl } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/v1/auth/google-login',
        payload: { id_token: await google.sign({ sub: 's', email: uniqueEmail() }) },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([{ code: 'google', message: 'Google sign-in is not available' }]);
    } finally {
      await off.close();
    }
  });
});
