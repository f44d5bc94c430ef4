import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

/**
 * What one push service answered: `sent` (2xx), `gone` (404/410: the browser unsubscribed, drop it),
 * `rejected` (another 4xx: retrying the same request cannot help) or `retry` (429, 5xx, a redirect, a
 * network error or a timeout).
 */
export type SendOutcome = { kind: 'sent' } | { kind: 'gone' | 'rejected' | 'retry'; error: string };

/** How long one push service may take to answer before the attempt counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for an offline browser (seconds). */
const TTL_SECONDS = 24 * 60 * 60;

function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  const error = `push service answered ${status}`;
  if (status === 404 || status === 410) return { kind: 'gone', error };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return { kind: 'rejected', error };
  return { kind: 'retry', error };
}

/** web-push's headers as fetch takes them: strings, and no Content-Length (fetch sets it from the body). */
const requestHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * Encrypts `payload` for one subscription (RFC 8291, aes128gcm), signs a VAPID token (RFC 8292) and
 * POSTs it. web-push builds the request; it is sent with fetch so that redirects are never followed
 * and a slow service is cut off after SEND_TIMEOUT_MS.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: string,
  vapid: VapidKeys,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendOutcome> {
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
    );
  } catch (error) {
    // Keys that do not make a P-256 point: this subscription can never be delivered to.
    return { kind: 'rejected', error: `cannot encrypt: ${(error as Error).message}` };
  }
  try {
    const res = await fetch(request.endpoint, {
      method: 'POST',
      headers: requestHeaders(request.headers),
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return outcomeOf(res.status);
  } catch (error) {
    return { kind: 'retry', error: `push request failed: ${(error as Error).message}` };
  }
}
