import { endpoints } from '@bazaar/contract';
import type { AppLoadContext } from 'react-router';

/**
 * The push endpoint this browser last saved, kept in an HttpOnly cookie so that signing out (a server
 * action, which cannot read the page's storage) can tell the API to forget the device.
 */
const PUSH_COOKIE = 'bazaar_push';
const PUSH_COOKIE_DAYS = 60;

export const pushEndpointCookie = (endpoint: string) =>
  `${PUSH_COOKIE}=${encodeURIComponent(endpoint)}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${PUSH_COOKIE_DAYS * 86_400}`;
export const clearPushEndpointCookie = () =>
  `${PUSH_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;

/** The saved endpoint from the request's cookies, if any. */
export function readPushEndpoint(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== PUSH_COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value.startsWith('https://') || value.startsWith('http://') ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * At sign-out: this browser stops getting the customer's pushes (the API forgets the device). Best
 * effort: a device already gone, or given to someone else, changes nothing; signing out never fails on it.
 */
export async function forgetPushDevice(context: AppLoadContext, request: Request): Promise<void> {
  const endpoint = readPushEndpoint(request);
  if (!context.signedIn || !endpoint) return;
  await context.api(endpoints.removeDeviceToken, { body: { endpoint } }).catch((err: unknown) => {
    console.warn('forgetting the push device at sign-out failed', err);
  });
}
