import { buildPath, type Endpoint, endpoints } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { createCourier } from './courier-support';
import { ADMIN, SELLER, staffToken } from './staff-support';

/**
 * The authorization matrix (issue 36), generated from the contract's endpoint table, so a route added
 * later is in it without anyone remembering: every vendor/*, delivery-man/* and admin/* route is tried
 * with no token, a customer's token and each staff role that is not its own. A guarded route must
 * refuse them all (401 without a staff token, 403 for a staff token of another role): a 2xx, or any
 * answer other than those, is a leak.
 */
type Named = [name: string, endpoint: Endpoint];
const guarded: Named[] = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) =>
  ['seller', 'courier', 'admin'].includes(e.auth ?? ''),
);

/** A path whose `{params}` hold a plausible id: the guard answers before the path is looked at. */
const pathOf = (endpoint: Endpoint) =>
  `/api/v1${buildPath(endpoint.path, new Proxy({}, { get: () => '1' }) as Record<string, unknown>)}`;

describe('authorization matrix: every staff route refuses every other caller', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    tokens.customer = (await registerCustomer(t)).token;
    tokens.seller = await staffToken(t, SELLER);
    tokens.admin = await staffToken(t, ADMIN);
    tokens.courier = await createStaffSession(t.db, (await createCourier(t.db)).id);
  });
  afterAll(() => t.close());

  it('knows the staff routes it guards (the table is generated, not listed)', () => {
    const byRole = (role: string) => guarded.filter(([, e]) => e.auth === role).length;
    expect(byRole('seller')).toBeGreaterThan(0);
    expect(byRole('admin')).toBeGreaterThan(0);
  });

  it('answers 401 without a token or with a customer token, 403 with another role: 0 leaks', async () => {
    const leaks: string[] = [];
    let tried = 0;
    for (const [name, endpoint] of guarded) {
      const callers: [string, string | null, number][] = [
        ['no token', null, 401],
        ['customer', tokens.customer!, 401],
        ...(['seller', 'courier', 'admin'] as const)
          .filter((role) => role !== endpoint.auth)
          .map((role): [string, string, number] => [role, tokens[role]!, 403]),
      ];
      for (const [caller, token, expected] of callers) {
        tried++;
        const res = await t.app.inject({
          method: endpoint.method,
          url: pathOf(endpoint),
          headers: token ? bearer(token) : {},
          ...(endpoint.body && endpoint.bodyType !== 'multipart' && { payload: {} }),
        });
        if (res.statusCode !== expected) leaks.push(`${name} as ${caller}: ${res.statusCode}`);
        else expect(res.json().errors?.[0]?.code, `${name} as ${caller}`).toBeTruthy();
      }
    }
    console.info(`authorization matrix: ${guarded.length} routes, ${tried} calls, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });
});
