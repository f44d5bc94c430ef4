import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, info, multipart, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// Found by the fuzz battery (decision 212): sharp throws at once on an empty buffer, outside the
// promise whose refusal the route turned into a field error, so an empty picture answered 500.
describe('customer/update-profile with an empty picture', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused as not an image (403 under image), and the profile keeps no picture', async () => {
    const c = await registerCustomer(t);
    const body = await multipart(
      { f_name: 'A', l_name: 'B', email: c.email, phone: c.phone },
      { name: 'empty.png', type: 'image/png', data: new Uint8Array(0) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/update-profile',
      headers: { ...bearer(c.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toEqual(['image']);
    expect((await info(t, c.token)).json().image).toBeNull();
  });
});
