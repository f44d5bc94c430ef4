import { isStoredId, MAX_CART_LINES, MAX_LINE_QUANTITY, type StoredCartLine } from '@bazaar/domain';

/**
 * A guest's cart, kept in the browser's local storage (spec §3) as the lines the server's cart stores:
 * what was asked for, never prices to charge. The server prices it (POST cart/quote) and merges it
 * into the customer's stored cart on sign-in; after that the local copy is emptied.
 */
export const GUEST_CART_KEY = 'bazaar_cart';
/** Fired on window when this tab changes the guest cart (other tabs hear the `storage` event). */
export const GUEST_CART_EVENT = 'bazaar:guest-cart';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): the cart lives only as long as the page
  }
};

const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Keeps only well-formed lines (a hand-edited or old value never breaks the cart page). */
export function wellFormedLines(lines: unknown): StoredCartLine[] {
  if (!Array.isArray(lines)) return [];
  return lines
    .filter(
      (l): l is StoredCartLine =>
        typeof l === 'object' &&
        l !== null &&
        isStoredId((l as StoredCartLine).item_id) &&
        wholeIn((l as StoredCartLine).quantity, 1, MAX_LINE_QUANTITY),
    )
    .slice(0, MAX_CART_LINES);
}

const parseJson = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The stored value (`{ v: 1, lines }`), kept to the well-formed lines. */
export const parseGuestCart = (raw: string | null) =>
  wellFormedLines((parseJson(raw) as { lines?: unknown } | null)?.lines);

/** The lines a form sent as JSON (`guest_cart`), kept to the well-formed ones. */
export const parseGuestLines = (json: string) => wellFormedLines(parseJson(json));

/** One line a form sent as JSON (undo's `restore`), if well-formed. */
export const parseGuestLine = (json: string): StoredCartLine | undefined =>
  wellFormedLines([parseJson(json)])[0];

export function readGuestCart(storage: Storage | null = browserStorage()): StoredCartLine[] {
  return parseGuestCart(storage?.getItem(GUEST_CART_KEY) ?? null);
}

export function writeGuestCart(lines: readonly StoredCartLine[], storage: Storage | null = browserStorage()) {
  if (!storage) return;
  if (lines.length === 0) storage.removeItem(GUEST_CART_KEY);
  else storage.setItem(GUEST_CART_KEY, JSON.stringify({ v: 1, lines }));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

export const clearGuestCart = (storage: Storage | null = browserStorage()) => writeGuestCart([], storage);

/** The header badge's figure for a guest: the sum of quantities, as for a stored cart. */
export const guestItemCount = (lines: readonly StoredCartLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
