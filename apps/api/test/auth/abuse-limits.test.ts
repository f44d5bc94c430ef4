import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, PASSWORD, registerCustomer, registration } from '../support/accounts';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, type TestApp } from '../support/test-app';

describe('abuse limits (decision 305)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy, so each attempt can come from another address: the per-account
    // limit must hold however many addresses an attacker spreads over.
    t = await createTestApp({ env: { TRUSTED_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('the 101st failed sign-in in an hour for one account is refused with 429 and Retry-After', async () => {
    const { email } = await registerCustomer(t);
    for (let i = 1; i <= 100; i++) {
      const res = await login(t, email, `wrong-guess-${i}`, from(`10.1.${Math.floor(i / 250)}.${i % 250}`));
      expect(res.statusCode).toBe(401);
    }
    const refused = await login(t, email, `wrong-guess-101`, from('10.9.9.9'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [{ code: 'too_many_requests', message: 'Too many requests' }] });
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(3000);
    expect(retry).toBeLessThanOrEqual(3600);
    // Even the right password waits: the account is locked for sign-in until the window ends.
    expect((await login(t, email, PASSWORD, from('10.9.9.10'))).statusCode).toBe(429);
  });

  it('an unknown email is limited exactly like a known one (no account discovery)', async () => {
    const email = 'no.such.account@example.pk';
    for (let i = 1; i <= 100; i++) {
      expect(
        (await login(t, email, `guess-${i}`, from(`10.2.${Math.floor(i / 250)}.${i % 250}`))).statusCode,
      ).toBe(401);
    }
    expect((await login(t, email, 'guess-101', from('10.9.8.7'))).statusCode).toBe(429);
  });

  it('a successful sign-in clears the failures of its account', async () => {
    const { email } = await registerCustomer(t);
    // One short of the limit (100), then the right password: the count starts again from zero...
    for (let i = 1; i <= 99; i++) {
      expect(
        (await login(t, email, `nope-${i}`, from(`10.3.${Math.floor(i / 250)}.${i % 250}`))).statusCode,
      ).toBe(401);
    }
    expect((await login(t, email, PASSWORD, from('10.3.1.1'))).statusCode).toBe(200);
    // ...so two more failures stay under it; had the 99 been kept, the second would be the 101st (429).
    for (const address of ['10.3.1.2', '10.3.1.3']) {
      expect((await login(t, email, 'nope-again', from(address))).statusCode).toBe(401);
    }
    expect((await login(t, email, PASSWORD, from('10.3.1.4'))).statusCode).toBe(200);
  });

  it('one address is limited across accounts: the 61st sign-in in 15 minutes answers 429', async () => {
    for (let i = 1; i <= 60; i++) {
      expect((await login(t, `someone${i}@example.pk`, 'whatever1', from('10.4.0.1'))).statusCode).toBe(401);
    }
    const res = await login(t, 'someone61@example.pk', 'whatever1', from('10.4.0.1'));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, 'someone61@example.pk', 'whatever1', from('10.4.0.2'))).statusCode).toBe(401);
  });

  it('registration, recovery and verification are limited per address and per account', async () => {
    const signUps = [];
    for (let i = 0; i < 11; i++) {
      signUps.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          headers: from('10.5.0.1'),
          payload: registration(),
        }),
      );
    }
    expect(signUps.slice(0, 10).every((r) => r.statusCode === 200)).toBe(true);
    expect(signUps.at(-1)!.statusCode).toBe(429);

    const forgot = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        headers: from(ip),
        payload: { email },
      });
    for (let i = 0; i < 5; i++)
      expect((await forgot('target@example.pk', `10.6.0.${i}`)).statusCode).toBe(200);
    expect((await forgot('target@example.pk', '10.6.0.99')).statusCode).toBe(429);

    const link = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/send-verification-link',
        headers: from(ip),
        payload: { email },
      });
    for (let i = 0; i < 5; i++) expect((await link('target@example.pk', `10.7.0.${i}`)).statusCode).toBe(200);
    expect((await link('target@example.pk', '10.7.0.99')).statusCode).toBe(429);
  });
});

describe('the client address comes from the socket unless a proxy is trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not get around the per-address limit', async () => {
    for (let i = 1; i <= 60; i++) {
      await login(t, `p${i}@example.pk`, 'whatever1', { 'x-forwarded-for': `192.0.2.${i}` });
    }
    const res = await login(t, 'p61@example.pk', 'whatever1', { 'x-forwarded-for': '198.51.100.1' });
    expect(res.statusCode).toBe(429);
  });
});

describe.runIf(await redisAnswers())('with REDIS_URL, every API process counts in one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const options = {
      env: { TRUSTED_PROXY: '127.0.0.1', REDIS_URL: TEST_REDIS_URL },
      rateLimits: {
        signInPerAddress: { limit: 3, windowMs: 60_000 },
        signInFailuresPerAccount: { limit: 2, windowMs: 60_000 },
      },
    };
    [a, b] = await Promise.all([createTestApp(options), createTestApp(options)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  // Fresh subjects each run, so runs sharing the server never meet.
  const address = () => `10.${randomBytes(3).join('.')}`;
  const email = () => `${randomBytes(5).toString('hex')}@example.pk`;

  it('one address is limited across processes', async () => {
    const from = { 'x-forwarded-for': address() };
    for (const t of [a, b, a]) expect((await login(t, email(), 'whatever1', from)).statusCode).toBe(401);
    const refused = await login(b, email(), 'whatever1', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [{ code: 'too_many_requests', message: 'Too many requests' }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
  });

  it("one account's failures lock it in every process", async () => {
    const target = email();
    expect((await login(a, target, 'wrong-1', { 'x-forwarded-for': address() })).statusCode).toBe(401);
    expect((await login(b, target, 'wrong-2', { 'x-forwarded-for': address() })).statusCode).toBe(401);
    expect((await login(a, target, 'wrong-3', { 'x-forwarded-for': address() })).statusCode).toBe(429);
  });

  it('SIGN_UPS_PER_HOUR moves the per-address sign-up limit', async () => {
    const raised = await createTestApp({ env: { TRUSTED_PROXY: '127.0.0.1', SIGN_UPS_PER_HOUR: 12 } });
    try {
      const statuses = [];
      for (let i = 0; i < 13; i++) {
        const res = await raised.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          headers: { 'x-forwarded-for': '10.7.0.1' },
          payload: registration(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
      expect(statuses[12]).toBe(429);
    } finally {
      await raised.close();
    }
  });
});
