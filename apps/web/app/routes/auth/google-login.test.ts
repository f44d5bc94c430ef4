import { type ApiCall, type Config, createApiClient } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { action, loader } from './google-login';

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

/** A test double of the API: one answer per path, and what was posted to it. */
function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const posted: { path: string; body: unknown }[] = [];
  const api: ApiCall = createApiClient({
    baseUrl: '/api/v1',
    fetch: async (url, init) => {
      const path = url.replace('/api/v1', '').split('?')[0] ?? '';
      if (init?.body) posted.push({ path, body: JSON.parse(String(init.body)) });
      const answer = answers[path] ?? { status: 404, body: { errors: [{ code: 'x', message: 'no' }] } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  });
  return { api, posted };
}

const context = (api: ApiCall) =>
  ({
    api,
    locale: 'en',
    signedIn: false,
    xsrfToken: 'x',
    cspNonce: 'n0nce',
  }) as unknown as ActionArgs['context'];

const post = (fields: Record<string, string>) =>
  new Request('http://local/auth/google-login', { method: 'POST', body: new URLSearchParams(fields) });

const config = (google_client_id: string | null) => ({
  status: 200,
  body: { google_client_id } as Partial<Config>,
});

describe('google-login loader', () => {
  it('without a client id: nothing of Google is loaded or allowed', async () => {
    const { api } = fakeApi({ '/config': config('') });
    const answer = await loader({ context: context(api) } as LoaderArgs);
    expect(answer).toEqual({ clientId: null });
  });

  it("with a client id: the page policy also allows Google's script, frame and popup", async () => {
    const { api } = fakeApi({ '/config': config('123.apps.googleusercontent.com') });
    const answer = (await loader({ context: context(api) } as LoaderArgs)) as unknown as {
      data: { clientId: string };
      init: { headers: Record<string, string> };
    };
    expect(answer.data).toEqual({ clientId: '123.apps.googleusercontent.com' });
    const csp = answer.init.headers['Content-Security-Policy'] ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-n0nce' https://accounts.google.com/gsi/client");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.init.headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});

describe('google-login action', () => {
  it("sends Google's credential to the API and signs in like the password sign-in", async () => {
    const { api, posted } = fakeApi({
      '/auth/google-login': {
        status: 200,
        body: { message: 'Login successfully.', token: 'tok-123', is_phone_verified: false },
      },
    });
    const answer = await action({
      request: post({ id_token: 'header.payload.signature', redirectTo: '/campaign' }),
      context: context(api),
    } as ActionArgs);
    expect(posted).toEqual([{ path: '/auth/google-login', body: { id_token: 'header.payload.signature' } }]);
    expect(answer).toBeInstanceOf(Response);
    const res = answer as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/campaign?notice=login');
    expect(res.headers.getSetCookie().some((c) => c.includes('tok-123') && c.includes('HttpOnly'))).toBe(
      true,
    );
  });

  it('shows the API refusal (a token Google did not sign, or sign-in not available)', async () => {
    const { api } = fakeApi({
      '/auth/google-login': {
        status: 401,
        body: { errors: [{ code: 'id_token', message: 'Invalid Google token' }] },
      },
    });
    const answer = await action({
      request: post({ id_token: 'forged' }),
      context: context(api),
    } as ActionArgs);
    expect(answer).toEqual({ fields: {}, general: 'Invalid Google token' });

    const off = fakeApi({
      '/auth/google-login': {
        status: 403,
        body: { errors: [{ code: 'google', message: 'Google sign-in is not available' }] },
      },
    });
    const refused = await action({
      request: post({ id_token: 'x' }),
      context: context(off.api),
    } as ActionArgs);
    expect(refused).toEqual({ fields: {}, general: 'Google sign-in is not available' });
  });

  it('never calls the API without a credential', async () => {
    const { api, posted } = fakeApi({});
    const answer = await action({ request: post({ id_token: ' ' }), context: context(api) } as ActionArgs);
    expect(posted).toEqual([]);
    expect(answer).toEqual({ fields: {}, general: 'Input field is empty', values: {} });
  });
});
