import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_SELLER, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { orderBody, place, plainItemsByStore, quickCustomer, stockUp } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

type Event = { event: string; data: unknown };

/**
 * A server-sent event stream read as a browser's EventSource would (over a real socket: the answer
 * never ends, so it cannot be injected): `next(match)` resolves with the first event that matches,
 * keeping the others it passed over in `seen`.
 */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/vendor/orders/stream`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: Event[] = [];
  let buffer = '';
  const next = async (match: (e: Event) => boolean): Promise<Event> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!event) continue;
        const parsed = { event, data: data ? JSON.parse(data) : null };
        seen.push(parsed);
        if (match(parsed)) return parsed;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  return { res, next, seen, close: () => controller.abort() };
}

const orderEvent = (id: number) => (e: Event) =>
  e.event === 'order' && (e.data as { order_id: number }).order_id === id;

describe("the seller's live order stream (GET vendor/orders/stream, decision 411)", () => {
  let t: TestApp;
  let base: string;
  let seller: string;
  let otherSeller: string;
  let storeId: number;
  let otherStoreId: number;

  /** Places a cash order of one plain item of `store` as a new customer, through the checkout. */
  const placeAt = async (store: number) => {
    const item = (await plainItemsByStore(t.db)).get(store)![0]!;
    await stockUp(t.db, [item], 50);
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: item.id, quantity: 1 }]);
    const res = await place(t, customer.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order_id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    seller = await staffToken(t, SELLER);
    otherSeller = await staffToken(t, OTHER_SELLER);
    storeId = await storeIdOf(t.db, SELLER.slug);
    otherStoreId = await storeIdOf(t.db, OTHER_SELLER.slug);
  });
  afterAll(() => t.close());

  it("a placed order reaches its own store's stream and not another store's", async () => {
    const mine = await openStream(base, seller);
    const theirs = await openStream(base, otherSeller);
    expect(mine.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(mine.res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(mine.res.headers.get('content-encoding')).toBeNull();
    await mine.next((e) => e.event === 'ready');
    await theirs.next((e) => e.event === 'ready');

    const placed = await placeAt(storeId);
    await mine.next(orderEvent(placed));
    // Notices arrive in commit order: had the other store's stream been told of `placed`, it would come
    // before the other store's own order placed after it.
    const otherPlaced = await placeAt(otherStoreId);
    await theirs.next(orderEvent(otherPlaced));
    expect(theirs.seen.filter((e) => e.event === 'order')).toEqual([
      { event: 'order', data: { order_id: otherPlaced } },
    ]);

    // A status change is an event too (the board moves the card).
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/vendor/order/status',
      headers: { authorization: `Bearer ${seller}` },
      payload: { order_id: placed, status: 'confirmed' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await mine.next(orderEvent(placed));
    expect(mine.seen.some(orderEvent(otherPlaced))).toBe(false);
    mine.close();
    theirs.close();
  });

  it('refuses a customer token and no token (401), and a plain JSON request (406)', async () => {
    const customer = await quickCustomer(t.db);
    for (const headers of [
      { ...customer.headers, accept: 'text/event-stream' },
      { accept: 'text/event-stream' },
    ]) {
      const res = await t.app.inject({ url: '/api/v1/vendor/orders/stream', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBeTruthy();
    }
    const json = await t.app.inject({
      url: '/api/v1/vendor/orders/stream',
      headers: { authorization: `Bearer ${seller}`, accept: 'application/json' },
    });
    expect(json.statusCode).toBe(406);
    expect(json.json().errors[0].code).toBe('accept');
  });
});
