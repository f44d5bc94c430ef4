import { lineIdentity } from './lines';
import type { ChoiceSelection } from './types';

/**
 * A cart line as the server stores it for a signed-in customer (and as order placement reads it):
 * only what the customer asked for. Prices, names, stock and totals are never stored; they are read
 * again from the catalogue every time the cart is shown.
 */
export type StoredCartLine = {
  item_id: number;
  /** A whole number from 1 to MAX_LINE_QUANTITY. */
  quantity: number;
  /** The chosen variation type ('Red-L'); absent or '' without one. */
  variant?: string;
  /** The picked choice-group options, by group name and option label. */
  choices?: ChoiceSelection[];
  add_on_ids?: number[];
  /** Quantity of each add-on, in the order of add_on_ids (1 each when absent). */
  add_on_qtys?: number[];
  /** The item campaign the line is bought from, if any. */
  item_campaign_id?: number | null;
  /**
   * The unit price (before item discount, as the cart line's `price`) the customer last saw, in whole
   * rupees. Only used to tell them it changed; never charged.
   */
  price?: number;
};

/** The most lines a stored cart holds. */
export const MAX_CART_LINES = 100;
/** The largest quantity of one line. */
export const MAX_LINE_QUANTITY = 10_000;

/**
 * The identity of a stored line, with `lineIdentity` semantics (item, variation type, choices,
 * campaign). Choices are put in a canonical order first (groups by name, labels sorted, repeats and
 * empty groups dropped), so the same picks written in another order are the same line.
 */
export function storedLineIdentity(line: StoredCartLine): string {
  const choices = (line.choices ?? [])
    .map((choice) => ({ name: choice.name, labels: [...new Set(choice.values)].sort() }))
    .filter((choice) => choice.labels.length > 0)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((choice) => ({
      name: choice.name,
      values: choice.labels.map((label) => ({ label, optionPrice: 0 })),
    }));
  return lineIdentity(line.item_id, line.variant?.trim() ?? '', choices, line.item_campaign_id ?? null);
}

export type CartMerge = {
  /** The merged cart: stored lines first in their order, then the guest's new lines in theirs. */
  lines: StoredCartLine[];
  /** Lines left out because the merged cart already held `maxLines` lines (new guest lines, in practice). */
  dropped: StoredCartLine[];
};

/**
 * Merges a guest cart (kept in the browser before sign-in) into the customer's stored cart.
 *
 * - Lines with the same identity (`storedLineIdentity`) become one line.
 * - Quantity rule: of two lines with the same identity, the one with the LARGER quantity wins whole
 *   (its quantity, add-ons and seen price); on a tie the line already in the merged cart stays.
 *   Quantities are never added up, so merging the same guest cart again (a second sign-in, a retried
 *   request, another tab) changes nothing: the merge is idempotent, merge(merge(s, g), g) = merge(s, g).
 *   The same rule collapses repeated identities inside either list.
 * - Order is kept: stored lines first, then guest lines that are new, each in their own order; a line
 *   that wins keeps the place of the line it replaces.
 * - At most `maxLines` lines (MAX_CART_LINES): lines with a new identity past the cap are returned in
 *   `dropped` (stored lines come first, so in practice these are guest lines).
 */
export function mergeCarts(
  stored: readonly StoredCartLine[],
  guest: readonly StoredCartLine[],
  maxLines: number = MAX_CART_LINES,
): CartMerge {
  const lines: StoredCartLine[] = [];
  const dropped: StoredCartLine[] = [];
  const at = new Map<string, number>();
  for (const line of [...stored, ...guest]) {
    const identity = storedLineIdentity(line);
    const index = at.get(identity);
    if (index !== undefined) {
      const current = lines[index];
      if (current && line.quantity > current.quantity) lines[index] = line;
    } else if (lines.length < maxLines) {
      at.set(identity, lines.length);
      lines.push(line);
    } else {
      dropped.push(line);
    }
  }
  return { lines, dropped };
}
