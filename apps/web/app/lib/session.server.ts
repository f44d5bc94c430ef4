import { SESSION_COOKIE, XSRF_COOKIE } from '@bazaar/contract';

/**
 * The storefront's cookies (decision 302). The session cookie holds the API's bearer token: HttpOnly
 * (page scripts never read it), Secure, SameSite=Lax. The XSRF cookie is readable on purpose: forms
 * echo it back. The recovery cookie carries a password-reset flow between its three pages. The session
 * and XSRF names live in the contract, shared with the API's storefront host.
 */
const RESET_COOKIE = 'bazaar_reset';
const SESSION_DAYS = 30;

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export const sessionCookie = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}`;
export const clearSessionCookie = () =>
  `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;

/** A fresh XSRF token at every sign-in and sign-out, so a token seen before does not carry over. */
export const rotatedXsrfCookie = () =>
  `${XSRF_COOKIE}=${base64url(crypto.getRandomValues(new Uint8Array(32)))}; Path=/; Secure; SameSite=Lax`;

/** Headers that sign the browser in with a new API token. */
export function signedInHeaders(token: string): HeadersInit {
  const headers = new Headers();
  headers.append('Set-Cookie', sessionCookie(token));
  headers.append('Set-Cookie', rotatedXsrfCookie());
  headers.append('Set-Cookie', clearResetCookie());
  return headers;
}

export function signedOutHeaders(): HeadersInit {
  const headers = new Headers();
  headers.append('Set-Cookie', clearSessionCookie());
  headers.append('Set-Cookie', rotatedXsrfCookie());
  return headers;
}

export type ResetFlow = { token: string; email: string; code?: string };

export const resetCookie = (flow: ResetFlow) =>
  `${RESET_COOKIE}=${Buffer.from(JSON.stringify(flow)).toString('base64url')}; Path=/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=1800`;
export const clearResetCookie = () =>
  `${RESET_COOKIE}=; Path=/auth; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function readResetFlow(request: Request): ResetFlow | null {
  const raw = readCookie(request, RESET_COOKIE);
  if (!raw) return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as ResetFlow;
    return typeof flow.token === 'string' && typeof flow.email === 'string' ? flow : null;
  } catch {
    return null;
  }
}

/** Only a path on this site may be a place to go back to after signing in. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/') {
  return typeof target === 'string' &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/\\')
    ? target
    : fallback;
}

/** Where to land after a redirect, with a `?notice=` toast (see components/layout/notice.tsx). */
export function landing(target: FormDataEntryValue | string | null, notice: string) {
  const url = new URL(safeRedirect(target), 'http://local');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}
