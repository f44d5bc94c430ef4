import type { StoredCartLine } from '@bazaar/domain';
import { useEffect, useSyncExternalStore } from 'react';
import {
  GUEST_CART_EVENT,
  GUEST_CART_KEY,
  guestItemCount,
  readGuestCart,
  writeGuestCart,
} from './guest-cart';

let cached: { raw: string | null; lines: StoredCartLine[] } = { raw: null, lines: [] };

/** The same array while local storage holds the same text (useSyncExternalStore compares snapshots). */
function snapshot(): StoredCartLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(GUEST_CART_KEY);
  } catch {}
  if (raw !== cached.raw) cached = { raw, lines: readGuestCart() };
  return cached.lines;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === GUEST_CART_KEY) onChange();
  };
  window.addEventListener(GUEST_CART_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(GUEST_CART_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The guest's cart lines, kept current across this tab and others; null while the page is rendered
 * on the server or not yet hydrated (local storage is the browser's alone).
 */
export function useGuestCart(): StoredCartLine[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/**
 * The guest's cart sent along with a form (JSON), so the server applies the cart rules to it and
 * answers the new lines, which the page then keeps. Absent without JavaScript: such a post is sent
 * to sign in instead, where the stored cart works without scripts.
 */
export function GuestCartField() {
  const lines = useGuestCart();
  if (lines === null) return null;
  return <input type="hidden" name="guest_cart" value={JSON.stringify(lines)} />;
}

/** Keeps the lines a guest's form answer brought back (once per answer). */
export function useKeepGuestLines(lines: StoredCartLine[] | undefined) {
  useEffect(() => {
    if (lines) writeGuestCart(lines);
  }, [lines]);
}

/**
 * The cart badge's figure: the stored cart's count for a signed-in shopper (from the layout's data),
 * the browser-kept cart's for a guest (none until the page is interactive).
 */
export function useCartCount(stored: number | null, signedIn: boolean): number | null {
  const guest = useGuestCart();
  if (signedIn) return stored;
  return guest === null ? null : guestItemCount(guest);
}
