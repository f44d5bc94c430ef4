import {
  checkQuantity,
  checkStock,
  type MessageRef,
  type StoredCartLine,
  storedLineIdentity,
} from '@bazaar/domain';

/**
 * The cart page's changes to a cart's stored lines, one rule each, for the signed-in cart (a route
 * action, then PUT customer/cart) and the guest's (local storage, then POST cart/quote) alike. Lines
 * are named by their identity (`storedLineIdentity`: item, variation, choices, campaign).
 */
export type Edit = { ok: true; lines: StoredCartLine[] } | { ok: false; refusal: MessageRef };

export const lineKey = storedLineIdentity;

/** The identity of a priced line of a cart answer, in the stored lines' terms. */
export function pricedLineKey(line: {
  item_id: number;
  variant: string;
  choices: { name: string; values: { label: string }[] }[];
  item_campaign_id: number | null;
}): string {
  return storedLineIdentity({
    item_id: line.item_id,
    quantity: 1,
    variant: line.variant,
    choices: line.choices.map((c) => ({ name: c.name, values: c.values.map((v) => v.label) })),
    item_campaign_id: line.item_campaign_id,
  });
}

/**
 * The stored cart with `line` added: the same line (domain's identity: item, variation, choices,
 * campaign) grows by the quantity, refused past the stock with '{n} quantity available in stock.';
 * another line is appended.
 */
export function addLine(stored: readonly StoredCartLine[], line: StoredCartLine, stock: number): Edit {
  const identity = lineKey(line);
  const at = stored.findIndex((l) => lineKey(l) === identity);
  const existing = at === -1 ? undefined : stored[at];
  const quantity = (existing?.quantity ?? 0) + line.quantity;
  const inStock = checkStock(quantity, stock);
  if (!inStock.ok) return { ok: false, refusal: inStock.error };
  if (!existing) return { ok: true, lines: [...stored, line] };
  const lines = [...stored];
  lines[at] = { ...existing, ...line, quantity };
  return { ok: true, lines };
}

const notInCart: Edit = { ok: false, refusal: { key: 'cart.line_not_found' } };

/** A new quantity, whole and at least 1, refused above `stock` with '{n} quantity available in stock.'. */
export function setQuantity(
  lines: readonly StoredCartLine[],
  key: string,
  quantity: number,
  stock: number,
): Edit {
  const at = lines.findIndex((l) => lineKey(l) === key);
  if (at === -1) return notInCart;
  const wanted = checkQuantity(quantity);
  if (!wanted.ok) return { ok: false, refusal: wanted.error };
  const inStock = checkStock(wanted.value, stock);
  if (!inStock.ok) return { ok: false, refusal: inStock.error };
  return { ok: true, lines: lines.map((l, i) => (i === at ? { ...l, quantity: wanted.value } : l)) };
}

/** The line taken out (its store's group goes with its last line: groups are rebuilt from lines). */
export function removeLine(lines: readonly StoredCartLine[], key: string): Edit {
  const next = lines.filter((l) => lineKey(l) !== key);
  return next.length === lines.length ? notInCart : { ok: true, lines: next };
}

/**
 * Another variation of the same item: the line becomes that variation. If the cart already holds
 * that variation, the two lines become one whose quantity is their sum, within the variation's stock.
 */
export function changeVariant(
  lines: readonly StoredCartLine[],
  key: string,
  variant: string,
  stock: number,
): Edit {
  const at = lines.findIndex((l) => lineKey(l) === key);
  const line = lines[at];
  if (!line) return notInCart;
  const changed: StoredCartLine = { ...line, variant };
  delete changed.price; // the new variation's price is another one: nothing to compare with
  const twin = lines.findIndex((l, i) => i !== at && lineKey(l) === lineKey(changed));
  const quantity = line.quantity + (twin === -1 ? 0 : (lines[twin]?.quantity ?? 0));
  const inStock = checkStock(quantity, stock);
  if (!inStock.ok) return { ok: false, refusal: inStock.error };
  const next = lines.map((l, i) => (i === at ? { ...changed, quantity } : l));
  return { ok: true, lines: twin === -1 ? next : next.filter((_, i) => i !== twin) };
}
