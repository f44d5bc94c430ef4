import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_CUSTOMER } from '../../src/push/subscriptions';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { pushTestApp, saveDevice, subscriptionRows } from './helpers';
import { browserKeys } from './push-service';

let t: TestApp;
beforeAll(async () => {
  t = await pushTestApp({ rateLimits: { deviceTokenPerAddress: { limit: 10_000, windowMs: 3_600_000 } } });
});
afterAll(() => t.close());

let counter = 0;
/** A subscription as Chrome makes one: an FCM endpoint and fresh keys. */
function chromeSubscription() {
  const keys = browserKeys();
  counter += 1;
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${counter}:APA91b${'x'.repeat(40)}`,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
}
const rowOf = async (endpoint: string) => (await subscriptionRows(t)).find((s) => s.token === endpoint);
const remove = (headers: Record<string, string>, endpoint: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/customer/remove-device-token',
    headers,
    payload: { endpoint },
  });

describe('customer/save-device-token', () => {
  it('saves a signed-in customer’s browser subscription, as JSON text or an object', async () => {
    const a = await quickCustomer(t.db);
    const sub = chromeSubscription();
    const res = await saveDevice(t, JSON.stringify(sub), a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Device token saved successfully' });
    expect(await rowOf(sub.endpoint)).toMatchObject({
      userId: a.id,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
    });
    const other = chromeSubscription();
    expect((await saveDevice(t, other, a.headers)).statusCode).toBe(200);
    expect((await rowOf(other.endpoint))?.userId).toBe(a.id);
  });

  it('saves once without an account (a guest device, for broadcasts), in JSON or form data', async () => {
    const sub = chromeSubscription();
    expect((await saveDevice(t, sub)).statusCode).toBe(200);
    expect((await rowOf(sub.endpoint))?.userId).toBeNull();
    const form = chromeSubscription();
    const boundary = 'x-boundary-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/save-device-token',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-localization': 'ur' },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${JSON.stringify(form)}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('ڈیوائس ٹوکن کامیابی سے محفوظ ہو گیا');
    expect((await rowOf(form.endpoint))?.userId).toBeNull();
  });

  it('takes a re-save by its owner idempotently: one row, keys and updated_at refreshed', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const sub = chromeSubscription();
    await saveDevice(t, sub, a.headers);
    const first = await rowOf(sub.endpoint);
    const renewed = { ...sub, keys: { p256dh: browserKeys().p256dh, auth: browserKeys().auth } };
    expect((await saveDevice(t, renewed, a.headers)).statusCode).toBe(200);
    const again = await rowOf(sub.endpoint);
    expect(again).toMatchObject({ id: first?.id, userId: a.id, p256dh: renewed.keys.p256dh });
    expect(again!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    expect((await subscriptionRows(t)).filter((s) => s.token === sub.endpoint)).toHaveLength(1);
    // Another account, or a guest, knowing the endpoint cannot take it (decision 220): 409, unchanged.
    const taken = await saveDevice(t, renewed, b.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      errors: [{ code: 'token.endpoint', message: 'This device is registered to another account' }],
    });
    expect((await saveDevice(t, { ...renewed, keys: chromeSubscription().keys })).statusCode).toBe(409);
    expect(await rowOf(sub.endpoint)).toMatchObject({ userId: a.id, p256dh: renewed.keys.p256dh });
    // Once A forgets it (signing out does), B may save it.
    expect((await remove(a.headers, sub.endpoint)).statusCode).toBe(200);
    expect((await saveDevice(t, renewed, b.headers)).statusCode).toBe(200);
    expect((await rowOf(sub.endpoint))?.userId).toBe(b.id);
  });

  it('a guest device is claimed by the customer who signs in on it', async () => {
    const a = await quickCustomer(t.db);
    const sub = chromeSubscription();
    expect((await saveDevice(t, sub)).statusCode).toBe(200);
    expect((await saveDevice(t, sub, a.headers)).statusCode).toBe(200);
    expect((await rowOf(sub.endpoint))?.userId).toBe(a.id);
  });

  it('two accounts saving one new endpoint at once: exactly one holds it', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => quickCustomer(t.db)));
    const sub = chromeSubscription();
    const answers = await Promise.all(people.map((p) => saveDevice(t, sub, p.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = people[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await subscriptionRows(t)).filter((s) => s.token === sub.endpoint)).toEqual([
      expect.objectContaining({ userId: winner.id }),
    ]);
  });

  it(`keeps a customer’s ${MAX_SUBSCRIPTIONS_PER_CUSTOMER} most recently saved devices`, async () => {
    const a = await quickCustomer(t.db);
    const subs = Array.from({ length: MAX_SUBSCRIPTIONS_PER_CUSTOMER + 2 }, chromeSubscription);
    for (const sub of subs) expect((await saveDevice(t, sub, a.headers)).statusCode).toBe(200);
    const kept = (await subscriptionRows(t)).filter((s) => s.userId === a.id).map((s) => s.token);
    expect(kept.sort()).toEqual(
      subs
        .slice(2)
        .map((s) => s.endpoint)
        .sort(),
    );
  });

  it('refuses endpoints that are not https or not a browser push service, and keys that are not a P-256 point', async () => {
    const a = await quickCustomer(t.db);
    const cases: [unknown, string, string][] = [
      [
        { ...chromeSubscription(), endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
        'token.endpoint',
        'The push endpoint must be an https:// address',
      ],
      [
        { ...chromeSubscription(), endpoint: 'ftp://example.com/x' },
        'token.endpoint',
        'The push endpoint must be an https:// address',
      ],
      [
        { ...chromeSubscription(), endpoint: 'not a url' },
        'token.endpoint',
        'The push endpoint must be an https:// address',
      ],
      [
        { ...chromeSubscription(), endpoint: 'https://evil.example/hook' },
        'token.endpoint',
        'This push service is not supported',
      ],
      [
        { ...chromeSubscription(), endpoint: 'https://fcm.googleapis.com.evil.example/x' },
        'token.endpoint',
        'This push service is not supported',
      ],
      [
        { ...chromeSubscription(), endpoint: 'https://10.0.0.1/x' },
        'token.endpoint',
        'This push service is not supported',
      ],
      [
        { ...chromeSubscription(), endpoint: 'https://fcm.googleapis.com:8443/x' },
        'token.endpoint',
        'This push service is not supported',
      ],
      [
        { ...chromeSubscription(), endpoint: 'https://user:pw@fcm.googleapis.com/x' },
        'token.endpoint',
        'This push service is not supported',
      ],
      [
        { ...chromeSubscription(), keys: { p256dh: `B${'A'.repeat(86)}`, auth: browserKeys().auth } },
        'token.keys.p256dh',
        "Send the browser's push subscription: an endpoint and the keys p256dh and auth",
      ],
    ];
    for (const [token, code, message] of cases) {
      const res = await saveDevice(t, token, a.headers);
      expect(res.statusCode, JSON.stringify(token)).toBe(403);
      expect(res.json()).toEqual({ errors: [{ code, message }] });
    }
    // Local endpoints only when the app is told so (tests); never by default.
    const plain = await createTestApp();
    try {
      const local = { ...chromeSubscription(), endpoint: 'http://127.0.0.1:9/push/x' };
      expect((await saveDevice(plain, local)).json().errors[0].code).toBe('token.endpoint');
      expect((await saveDevice(t, local)).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(
        (await saveDevice(t, { ...chromeSubscription(), endpoint }, a.headers)).statusCode,
        endpoint,
      ).toBe(200);
    }
  });

  it('refuses wrong shapes, huge strings, a bad token and 1 MB bodies with a 4xx envelope, saving nothing', async () => {
    const before = await subscriptionRows(t);
    const sub = chromeSubscription();
    const bodies: unknown[] = [
      {},
      { token: 5 },
      { token: null },
      { token: 'not json' },
      { token: '{"endpoint":' },
      { token: JSON.stringify({ ...sub, pad: 'x'.repeat(5000) }) },
      { token: { endpoint: sub.endpoint } },
      { token: { ...sub, keys: { p256dh: sub.keys.p256dh } } },
      { token: { ...sub, keys: { p256dh: 'short', auth: sub.keys.auth } } },
      { token: { ...sub, keys: { p256dh: sub.keys.p256dh, auth: 'x'.repeat(5000) } } },
      { token: { ...sub, endpoint: `https://fcm.googleapis.com/${'x'.repeat(3000)}` } },
      { token: { ...sub, endpoint: 42 } },
      [sub],
      'token',
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/save-device-token',
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 100)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/save-device-token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token: sub, pad: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0].code).toEqual(expect.any(String));
    // A bearer token that is sent must be good: never quietly taken for a guest.
    const forged = await saveDevice(t, sub, { authorization: 'Bearer forged-token-000000000000000000' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().errors[0].code).toBe('auth-001');
    expect((await saveDevice(t, sub, { authorization: 'Basic abc' })).statusCode).toBe(401);
    expect(await subscriptionRows(t)).toEqual(before);
  });

  it('is limited per client address (429 with Retry-After)', async () => {
    const limited = await pushTestApp({
      rateLimits: { deviceTokenPerAddress: { limit: 2, windowMs: 60_000 } },
    });
    try {
      expect((await saveDevice(limited, chromeSubscription())).statusCode).toBe(200);
      expect((await saveDevice(limited, chromeSubscription())).statusCode).toBe(200);
      const third = await saveDevice(limited, chromeSubscription());
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(await subscriptionRows(limited)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('customer/remove-device-token', () => {
  it('forgets the caller’s own device; another customer’s answers 404 and stays', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const sub = chromeSubscription();
    await saveDevice(t, sub, a.headers);
    const refused = await remove(b.headers, sub.endpoint);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: [{ code: 'not_found', message: 'Device token not found' }] });
    expect((await rowOf(sub.endpoint))?.userId).toBe(a.id);
    expect((await remove({}, sub.endpoint)).statusCode).toBe(401);
    for (const bad of [undefined, 5, '', 'x'.repeat(3000)]) {
      const res = await remove(a.headers, bad);
      expect(res.statusCode).toBe(403);
    }
    expect(await rowOf(sub.endpoint)).toBeDefined();
    const ok = await remove(a.headers, sub.endpoint);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Device token removed' });
    expect(await rowOf(sub.endpoint)).toBeUndefined();
    expect((await remove(a.headers, sub.endpoint)).statusCode).toBe(404);
  });
});

describe('push/public-key', () => {
  it('answers the VAPID public key, the one generated once into the data folder', async () => {
    const res = await t.app.inject({ url: '/api/v1/push/public-key' });
    expect(res.statusCode).toBe(200);
    const stored = JSON.parse(await readFile(path.join(t.dataDir, 'vapid.json'), 'utf8'));
    expect(res.json()).toEqual({ public_key: stored.publicKey });
    expect(stored.publicKey).toMatch(/^B[\w-]{86}$/);
  });
});
