// The signed-in cart update scenario of `npm run bench` (bench/all.ts): pre-made customers (made in the
// database by order-load.ts's prepareOrders, each with a live token) each replace their stored cart
// through the API (PUT /api/v1/customer/cart), as the storefront does on every +/− of a line. Bodies
// are drawn from a seeded generator over plain items of stores open all day, so every answer is a
// real recompute (catalogue read, stock and price checks, the stored cart written), not a no-op.
import { createRandom } from '@bazaar/seed/random';
import { signedInLoad } from './signed-in-load.ts';

type Customer = { headers: Record<string, string> };

const BODIES = 256;
const SEED = 31;

/** Carts of one to three lines, one to five units each, over `itemIds`; the same for the same items. */
export function cartBodies(itemIds: number[]): string[] {
  if (itemIds.length === 0) throw new Error('No plain item to put in a cart');
  const rnd = createRandom(SEED);
  const bodies: string[] = [];
  for (let i = 0; i < BODIES; i++) {
    const lines = new Map<number, number>();
    const count = rnd.int(1, 3);
    while (lines.size < Math.min(count, itemIds.length)) lines.set(rnd.pick(itemIds), rnd.int(1, 5));
    bodies.push(JSON.stringify({ cart: [...lines].map(([item_id, quantity]) => ({ item_id, quantity })) }));
  }
  return bodies;
}

/**
 * One cart update made and read back before the load: 200, every line stored, no notice (a line
 * refused as unavailable would make the load measure refusals, not cart updates).
 */
export async function checkCartUpdate(base: string, customer: Customer, body: string) {
  const res = await fetch(`${base}/api/v1/customer/cart`, {
    method: 'PUT',
    headers: { ...customer.headers, accept: 'application/json', 'content-type': 'application/json' },
    body,
  });
  const answer = (await res.json().catch(() => null)) as { lines?: unknown[]; notices?: unknown[] } | null;
  const sent = (JSON.parse(body) as { cart: unknown[] }).cart.length;
  if (res.status !== 200 || answer?.lines?.length !== sent || (answer.notices?.length ?? 0) > 0)
    throw new Error(`A cart update did not store its ${sent} lines: ${res.status} ${JSON.stringify(answer)}`);
}

/** autocannon replacing carts: each request the next customer in turn, with the next body. */
export const updateCarts = (
  base: string,
  customers: Customer[],
  bodies: string[],
  o: { connections: number; duration: number },
) =>
  signedInLoad(base, {
    method: 'PUT',
    path: '/api/v1/customer/cart',
    customers,
    body: (n) => bodies[(n * 13) % bodies.length],
    ...o,
  });
