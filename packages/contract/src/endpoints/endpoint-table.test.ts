import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import { endpoints } from './index';

const all = Object.entries(endpoints as Record<string, Endpoint>);
const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
/** The names of the endpoints for which `wrong` says something; each rule expects none. */
const offenders = (wrong: (e: Endpoint) => unknown) => all.filter(([, e]) => wrong(e)).map(([name]) => name);
const documents = (e: Endpoint, status: number) => Object.keys(e.responses ?? {}).includes(String(status));

describe('the endpoint table', () => {
  it('has no two calls on the same method and path (any path parameter counts as the same)', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path.replace(/\{\w+\}/g, '{}')}`);
    const repeated = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(repeated).toEqual([]);
  });

  it('declares in params exactly the {placeholders} of each path', () => {
    const mismatched = all
      .map(([name, e]) => ({
        name,
        inPath: placeholders(e.path).sort(),
        declared: Object.keys(e.params?.shape ?? {}).sort(),
      }))
      .filter(({ inPath, declared }) => inPath.join() !== declared.join());
    expect(mismatched).toEqual([]);
  });

  it('writes paths relative to /api/v1, OpenAPI style ({id}, never :id)', () => {
    expect(
      offenders((e) => !/^(\/([a-z0-9-]+|\{\w+\}))+$/.test(e.path) || e.path.startsWith('/api/')),
    ).toEqual([]);
  });

  it('gives GET and DELETE no body, and every multipart call one', () => {
    expect(offenders((e) => (e.method === 'GET' || e.method === 'DELETE') && e.body)).toEqual([]);
    expect(offenders((e) => e.bodyType === 'multipart' && !e.body)).toEqual([]);
  });

  it('documents every other answer as the one error envelope', () => {
    expect(
      offenders((e) => Object.values(e.responses ?? {}).some((schema) => schema !== ErrorEnvelopeSchema)),
    ).toEqual([]);
  });

  it('documents 401 on every guarded call, and 403 for the other role on staff calls (decision 404)', () => {
    expect(offenders((e) => e.auth && e.auth !== 'optional' && !documents(e, 401))).toEqual([]);
    expect(
      offenders((e) => ['seller', 'admin', 'staff'].includes(e.auth ?? '') && !documents(e, 403)),
    ).toEqual([]);
  });

  it('guards each area with its own kind of token (decision 404)', () => {
    // Spec §7: save-device-token is also sent once before sign-in (a guest device, decision 502).
    const guestAllowed = ['/customer/save-device-token'];
    expect(
      offenders(
        (e) => e.path.startsWith('/customer/') && e.auth !== 'required' && !guestAllowed.includes(e.path),
      ),
    ).toEqual([]);
    expect(endpoints.saveDeviceToken.auth).toBe('optional');
    expect(offenders((e) => e.path.startsWith('/vendor/') && e.auth !== 'seller')).toEqual([]);
    expect(offenders((e) => e.path.startsWith('/admin/') && e.auth !== 'admin')).toEqual([]);
  });
});

describe('the calls the spec (§7) and api-contract.md name', () => {
  // Written out from the documents, not read from the table: a renamed or dropped call fails here.
  const named = [
    'GET /config',
    'GET /config/get-zone-id',
    'GET /config/cities-list',
    'POST /auth/login',
    'POST /auth/sign-up',
    'POST /auth/forgot-password',
    'POST /auth/verify-token',
    'POST /auth/reset-password',
    'POST /customer/update-profile',
    'GET /customer/info',
    'DELETE /customer/remove-account',
    'GET /customer/global-notifications',
    'GET /customer/read/global-notifications/{id}',
    'POST /customer/save-device-token',
    'POST /customer/order/check-promo-code/{code}',
    'POST /customer/order/place',
    'GET /categories',
    'GET /categories/childes/{id}',
    'GET /categories/{id}',
    'GET /categories/items/{id}',
    'GET /items/details/{id}',
    'GET /items/reviews/{id}',
    'GET /items/sponsered',
    'GET /items/latest',
    'GET /items/popular',
    'GET /items/most-reviewed',
    'GET /items/search',
    'GET /items/related-items/{id}',
    'GET /stores/get-stores/{filter}',
    'GET /stores/details/{id}',
    'GET /stores/search',
    'GET /banners',
    'GET /campaigns/basic',
    'GET /campaigns/basic-campaign-details',
    'GET /campaigns/item',
    'GET /coupon/list',
    'GET /customer/order/list',
    'GET /customer/order/details',
    'GET /customer/order/track',
    'PUT /customer/order/cancel',
    'POST /customer/order/refund-request',
    'GET /blogs',
    'GET /blogs/{slug}',
  ];

  it('are all in the table, with the method the documents give', () => {
    const present = new Set(all.map(([, e]) => `${e.method} ${e.path}`));
    expect(named.filter((call) => !present.has(call))).toEqual([]);
  });

  it('take form data (multipart) where the spec says so', () => {
    expect(endpoints.updateProfile.bodyType).toBe('multipart');
    expect(endpoints.orderPlace.bodyType).toBe('multipart');
    expect(endpoints.orderRefundRequest.bodyType).toBe('multipart');
  });

  it('document 203 for account removal while orders run, and the order placement statuses', () => {
    expect(Object.keys(endpoints.removeAccount.responses)).toContain('203');
    expect(Object.keys(endpoints.orderPlace.responses)).toEqual(
      expect.arrayContaining(['203', '403', '404', '406', '407', '409']),
    );
  });

  it('guard the customer calls and leave the catalogue open', () => {
    for (const name of [
      'customerInfo',
      'updateProfile',
      'removeAccount',
      'checkPromoCode',
      'orderPlace',
    ] as const)
      expect(endpoints[name].auth, name).toBe('required');
    for (const name of ['config', 'categories', 'itemDetails', 'sponsoredItems', 'stores'] as const)
      expect((endpoints[name] as Endpoint).auth, name).toBeUndefined();
  });
});
