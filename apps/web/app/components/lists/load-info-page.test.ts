import type { ApiCall, Config } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { type InfoTextKey, loadInfoPage } from './load-info-page';

const CONFIG = {
  about_us: 'We bring the stores of Pakistan online.',
  privacy_policy: 'Privacy policy text',
  terms_and_conditions: 'Terms text',
} as Partial<Config>;

/** An API whose only answer is the config above; records what was asked. */
function configApi(config: Partial<Config>) {
  const asked: string[] = [];
  const api = (async (endpoint: { path: string }) => {
    asked.push(endpoint.path);
    return config;
  }) as unknown as ApiCall;
  return { api, asked };
}

const request = new Request('http://shop.test/about?utm_source=x');

describe('an information page loads its own text', () => {
  it.each<[InfoTextKey, string]>([
    ['about_us', 'We bring the stores of Pakistan online.'],
    ['privacy_policy', 'Privacy policy text'],
    ['terms_and_conditions', 'Terms text'],
  ])('%s', async (key, text) => {
    const { api, asked } = configApi(CONFIG);
    const data = await loadInfoPage(api, request, key);
    expect(asked).toEqual(['/config']);
    expect(data).toEqual({ text, canonical: 'http://shop.test/about' });
  });

  it('gives an empty text when the admin has written none', async () => {
    const { api } = configApi({});
    expect((await loadInfoPage(api, request, 'privacy_policy')).text).toBe('');
  });
});
