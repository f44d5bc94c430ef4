import { XSRF_HEADER } from '@bazaar/contract/session';
import { applicationServerKey, DEVICE_TOKEN_PATH, type SavedFor, writePushState } from './push';

/**
 * Registers the push service worker (`/sw.js`, scope '/'), subscribes this browser with the API's VAPID
 * key and saves the subscription through the storefront (the page has no bearer token: the session
 * cookie is HttpOnly). Remembers when, and for whom (the storefront's answer), it saved. Throws on any
 * failure; callers log it as a warning (spec §8).
 */
export async function subscribeAndSave(xsrfToken: string): Promise<SavedFor> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const keyAnswer = await fetch('/api/v1/push/public-key', { headers: { accept: 'application/json' } });
  if (!keyAnswer.ok) throw new Error(`push public key: HTTP ${keyAnswer.status}`);
  const { public_key } = (await keyAnswer.json()) as { public_key: string };
  const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(public_key) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch (err) {
    // Subscribed before with another key (the server's keys changed): start over with the current one.
    const old = await registration.pushManager.getSubscription();
    if (!old) throw err;
    await old.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  const save = (sub: PushSubscription) =>
    fetch(DEVICE_TOKEN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', [XSRF_HEADER]: xsrfToken },
      body: JSON.stringify({ token: sub.toJSON() }),
      credentials: 'same-origin',
    });
  let saved = await save(subscription);
  if (saved.status === 409) {
    // This browser's endpoint is still another account's (its sign-out could not forget it): the API
    // never moves it, so subscribe anew, which gives a new endpoint, and save that.
    await subscription.unsubscribe();
    saved = await save(await registration.pushManager.subscribe(options));
  }
  if (!saved.ok) throw new Error(`saving the push subscription: HTTP ${saved.status}`);
  const { saved_for: savedFor } = (await saved.json()) as { saved_for: SavedFor };
  writePushState(window.localStorage, { savedAt: Date.now(), savedFor });
  return savedFor;
}
