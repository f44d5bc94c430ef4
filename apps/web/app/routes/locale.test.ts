import { describe, expect, it } from 'vitest';
import { action, backTo, loader } from './locale';

type ActionArgs = Parameters<typeof action>[0];

const post = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  const request = new Request('http://127.0.0.1/locale', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return action({ request, params: {}, context: {} } as unknown as ActionArgs);
};

const statusOf = async (p: Promise<unknown>) => {
  try {
    const r = await p;
    return (r as Response).status;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? (thrown as Response).status;
  }
};

describe('POST /locale', () => {
  it('remembers the language for a year and goes back with a 303', async () => {
    const res = (await post({ locale: 'ur', redirect_to: '/stores?page=2', _xsrf: 't' })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/stores?page=2');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bazaar_locale=ur;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 86_400}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it.each(['en', 'ar', 'sp', 'ur'])('accepts %s', async (locale) => {
    const res = (await post({ locale, redirect_to: '/' })) as Response;
    expect(res.headers.get('set-cookie')).toContain(`bazaar_locale=${locale};`);
  });

  it.each(['fr', 'UR', '', 'ur; Domain=evil.example'])('refuses locale %j with a 400', async (locale) => {
    expect(await statusOf(post({ locale, redirect_to: '/' }))).toBe(400);
  });

  it('sends a foreign or missing redirect_to home', async () => {
    for (const redirect_to of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:x',
    ]) {
      const res = (await post({ locale: 'ar', redirect_to })) as Response;
      expect(res.headers.get('location'), redirect_to).toBe('/');
    }
    const res = (await post({ locale: 'ar' })) as Response;
    expect(res.headers.get('location')).toBe('/');
  });

  it('never changes the language on a GET', async () => {
    expect(await statusOf(Promise.resolve().then(() => loader()))).toBe(405);
  });
});

describe('backTo', () => {
  it.each([
    ['/', '/'],
    ['/product/basmati-rice#reviews', '/product/basmati-rice#reviews'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['relative', '/'],
  ])('%j → %j', (target, expected) => {
    expect(backTo(target)).toBe(expected);
  });
});
