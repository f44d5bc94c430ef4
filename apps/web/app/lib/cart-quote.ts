import type { CartAnswer } from '@bazaar/contract';
import type { StoredCartLine } from '@bazaar/domain';

/** POST cart/quote (packages/contract endpoints.quoteCart), called from the browser for a guest. */
export const QUOTE_PATH = '/api/v1/cart/quote';

const empty: CartAnswer = { cart: [], lines: [], coupon_code: null, notices: [] };

/**
 * A guest's cart priced by the server, as a stored cart would be. A plain fetch: the browser bundle
 * stays free of the contract's schemas. Refusals and outages throw, for the page's error state.
 */
export async function quoteGuestCart(lines: readonly StoredCartLine[], locale: string): Promise<CartAnswer> {
  if (lines.length === 0) return empty;
  const answer = await fetch(QUOTE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-localization': locale },
    body: JSON.stringify({ cart: lines }),
  });
  if (!answer.ok) throw new Error(`cart quote answered ${answer.status}`);
  return (await answer.json()) as CartAnswer;
}
