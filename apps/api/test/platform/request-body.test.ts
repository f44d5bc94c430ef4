import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulPathIn } from '../../src/platform/nul-text';
import { jsonDeeperThan, MAX_JSON_DEPTH } from '../../src/platform/request-body';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

// Decision 220: JSON nested deeper than MAX_JSON_DEPTH is refused before anything walks it, a call that
// takes no body refuses one, and nothing recurses over what a client sent.

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('jsonDeeperThan', () => {
  it.each([
    ['{}', 0, true],
    ['{}', 1, false],
    ['[[1,[2]],{"a":[3]}]', 3, false],
    ['[[1,[2]],{"a":[3]}]', 2, true],
    // Brackets inside strings, escaped quotes included, are text.
    ['{"a":"[[[[[[[[[[[["}', 1, false],
    ['{"a":"\\"[[[[[[[[["}', 1, false],
    ['{"a":"\\\\","b":[[1]]}', 2, true],
    ['"just text"', 0, false],
    ['not json [[[', 2, true],
  ])('%s deeper than %i: %s', (text, limit, deeper) => {
    expect(jsonDeeperThan(text, limit)).toBe(deeper);
  });

  it('reads 100,000 levels in one pass', () => {
    expect(jsonDeeperThan(deepArray(100_000), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDeeperThan(deepArray(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('nulPathIn walks without recursion', () => {
  it('finds a NUL 100,000 levels down, and the first one in the order a reader meets them', () => {
    const bottom: Record<string, unknown> = { text: 'x\u0000' };
    let value: Record<string, unknown> = bottom;
    for (let i = 0; i < 100_000; i++) value = { a: value };
    expect(nulPathIn(value)?.split('.').length).toBe(100_001);
    expect(nulPathIn({ a: { b: 'ok', c: 'bad\u0000' }, 'd\u0000': 1 })).toBe('a.c');
    expect(nulPathIn({ a: ['x', 'y\u0000'] })).toBe('a.1');
    expect(nulPathIn({ 'k\u0000': 'v' })).toBe('k\u0000');
    expect(nulPathIn({ a: Buffer.from([0]) })).toBeNull();
  });
});

describe('bodies the API refuses before reading them', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    customer = (await quickCustomer(t.db)).headers;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it.each([
    ['arrays', deepArray(100_000)],
    ['objects', deepObject(100_000)],
  ])('JSON nested 100,000 levels (%s): 400 in the envelope', async (_, body) => {
    const res = await post('/auth/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'request',
          message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
        },
      ],
    });
  });

  it('the payment callback, which keeps its raw body, refuses it too', async () => {
    const res = await post('/payments/sandbox/callback', deepObject(100_000));
    expect(res.statusCode).toBe(400);
  });

  it('a call that takes no body refuses one (10,000 levels here were a 500), and `{}` or none passes', async () => {
    const url = '/customer/order/check-promo-code/WELCOME100';
    const refused = await post(url, deepArray(10_000), customer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: [{ code: 'request', message: 'This call takes no request body' }],
    });
    const chunked = await post(url, '"x"', { ...customer, 'transfer-encoding': 'chunked' });
    expect(chunked.statusCode).toBe(400);
    expect((await post(url, '{}', customer)).statusCode).toBe(200);
    const none = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: customer });
    expect(none.statusCode).toBe(200);
  });

  it('a body over the 1 MB limit is 413 in the envelope', async () => {
    const res = await post('/auth/login', JSON.stringify({ email: 'x'.repeat(10 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].message).toBe('Request too large');
  });
});
