import { createPublicKey } from 'node:crypto';

/**
 * Where the worker may send: the push services of the browsers, over https (decision 502). Anyone,
 * signed in or not, can save a subscription, so an arbitrary endpoint would let them make this server
 * POST to any address (SSRF); only these hosts (and their subdomains) are accepted.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  'notify.windows.com', // Edge on Windows (wns2-*.notify.windows.com)
  'push.apple.com', // Safari (web.push.apple.com)
] as const;

export type EndpointCheck = 'ok' | 'not_https' | 'not_push_service';

export type EndpointPolicy = {
  /** Tests only: also accept http://127.0.0.1:<port>/… (a local push service). */
  allowLoopback?: boolean;
};

const isLoopback = (url: URL) => url.protocol === 'http:' && url.hostname === '127.0.0.1';

/** Whether a subscription endpoint is one this server will deliver to. */
export function checkPushEndpoint(endpoint: string, policy: EndpointPolicy = {}): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not_https';
  }
  if (policy.allowLoopback && isLoopback(url) && !url.username && !url.password) return 'ok';
  if (url.protocol !== 'https:') return 'not_https';
  if (url.username || url.password || (url.port !== '' && url.port !== '443')) return 'not_push_service';
  const host = url.hostname.toLowerCase();
  const known = PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
  return known ? 'ok' : 'not_push_service';
}

/** Whether base64url `p256dh` is an uncompressed point on P-256 (else nothing can be encrypted for it). */
export function isP256PublicKey(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return false;
  try {
    const x = raw.subarray(1, 33).toString('base64url');
    const y = raw.subarray(33).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}
