/**
 * Web Push on the storefront (spec §1, §7, §9; decision 502): which browsers can take it, when a saved
 * subscription must be saved again, and what this browser remembers of its last save. The browser
 * calls themselves live in push-client.ts.
 */

/** Spec §9: the push token is refreshed when older than 7 days. */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

/** Where this browser keeps its last save: `{savedAt, savedFor}`. */
export const PUSH_STORAGE_KEY = 'bazaar_push';

/** The storefront's resource route the browser saves its subscription through (session cookie + XSRF). */
export const DEVICE_TOKEN_PATH = '/customer/device-token';

/** Who a subscription was saved for: a customer's id, or 'guest' when nobody was signed in. */
export type SavedFor = string;

export type PushState = { savedAt: number; savedFor: SavedFor };

export const savedForOf = (customerId: number | null): SavedFor =>
  customerId === null ? 'guest' : String(customerId);

/**
 * True when this browser's subscription must be saved again: never saved (or unreadable), saved more
 * than 7 days ago (or, after a clock change, in the future), or saved for someone else than the shopper
 * now using the browser (decision 502: the device goes to whoever saved it last).
 */
export function needsRefresh(
  savedAt: number | null | undefined,
  now: number,
  savedFor: SavedFor | null | undefined,
  customerId: number | null,
): boolean {
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return true;
  if (savedFor !== savedForOf(customerId)) return true;
  const age = now - savedAt;
  return age > PUSH_REFRESH_MS || age < -60_000;
}

/** The last save, or null when there is none or it cannot be read. */
export function readPushState(storage: Pick<Storage, 'getItem'> | undefined): PushState | null {
  try {
    const raw = storage?.getItem(PUSH_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PushState>;
    if (typeof value.savedAt !== 'number' || typeof value.savedFor !== 'string') return null;
    return { savedAt: value.savedAt, savedFor: value.savedFor };
  } catch {
    return null;
  }
}

export function writePushState(storage: Pick<Storage, 'setItem'> | undefined, state: PushState) {
  try {
    storage?.setItem(PUSH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the keeper simply saves again next time.
  }
}

export type PushSupport = 'unsupported' | NotificationPermission;

/**
 * What this browser allows: 'unsupported' without service workers or the Push API (spec §8: push is
 * then skipped silently), else the notification permission ('default', 'granted' or 'denied').
 */
export function pushSupport(win: {
  navigator?: object;
  PushManager?: unknown;
  Notification?: { permission: NotificationPermission };
}): PushSupport {
  if (!win.navigator || !('serviceWorker' in win.navigator)) return 'unsupported';
  if (!win.PushManager || !win.Notification) return 'unsupported';
  return win.Notification.permission;
}

/** A VAPID public key (base64url, as the API gives it) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
