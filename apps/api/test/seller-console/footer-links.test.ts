import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe("the footer's seller links (config seller_registration_url, seller_login_url)", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const configWith = async (env: Record<string, string | undefined>) => {
    const t = await createTestApp({ env });
    apps.push(t);
    return (await t.app.inject({ url: '/api/v1/config' })).json();
  };

  it("point at this server's console unless SELLER_HOST names another host", async () => {
    const own = await configWith({ SELLER_HOST: undefined, PUBLIC_URL: 'https://bazaar.example.test' });
    expect(own.seller_registration_url).toBe('https://bazaar.example.test/seller/apply');
    expect(own.seller_login_url).toBe('https://bazaar.example.test/seller/login');
    const other = await configWith({ SELLER_HOST: 'https://sellers.example.test/' });
    expect(other.seller_registration_url).toBe('https://sellers.example.test/seller/apply');
    expect(other.seller_login_url).toBe('https://sellers.example.test/seller/login');
  });
});
