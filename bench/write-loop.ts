// The writes `npm run bench:api` mixes into its reads (--writes): one catalogue write every 100 ms from
// the bench process, through the API as the market's people make them, so the answer cache's
// invalidation is paid for in the figures. In turn:
//   price  — the admin (signed in through the staff API) changes a sampled item's price by ±1 rupee
//            (PUT /__bench/staff/item, api-server.ts: the staff API has no catalogue edit yet);
//   stock  — the same for its stock (±1 unit);
//   order  — the demo customer places a cash-on-delivery order of one unit of a plain item from an
//            open store (POST /customer/order/place): stock taken inside the checkout transaction.
// A price change names every list the item is in (decision 209's tags), a stock change only the item:
// between them the cheap and the expensive invalidation. Orders are left out when no sampled store is
// open (the market's opening hours are Pakistan time) or the demo customer cannot sign in.
import { randomBytes } from 'node:crypto';
import { createRandom } from '@bazaar/seed/random';
import type { Market } from './scenarios.ts';

const API = '/api/v1';
const ADMIN = { email: 'admin@bazaar.pk', password: 'bazaar-admin-2026' };
const CUSTOMER = { email: 'demo@bazaar.pk', password: 'bazaar-demo-2026' };
const ADDRESS = {
  contact_person_name: 'Sana Qureshi',
  contact_person_number: '03001234567',
  address: 'House 7, Street 12, F-7/2, Islamabad',
  latitude: 33.7215,
  longitude: 73.0433,
};
/** Writes still waiting for an answer beyond this are not joined by more (the tick is skipped). */
const MAX_IN_FLIGHT = 10;

type Kind = 'price' | 'stock' | 'order';
type Orderable = { itemId: number; storeId: number; total: number };

export type WriteStats = {
  every_ms: number;
  kinds: Kind[];
  made: number;
  /** Writes answered per second over the run (made + failed). */
  per_s: number;
  failed: number;
  skipped: number;
  p50_ms: number;
  p99_ms: number;
  failures: string[];
};

async function call<T>(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json: json as T, text };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export class WriteLoop {
  private timer: NodeJS.Timeout | undefined;
  private n = 0;
  private inFlight = new Set<Promise<void>>();
  private latencies: number[] = [];
  private stats = { made: 0, failed: 0, skipped: 0 };
  private failures = new Map<string, number>();
  private startedAt = 0;
  private readonly rnd = createRandom(11);

  private constructor(
    private readonly base: string,
    private readonly itemIds: number[],
    private readonly staffToken: string,
    private readonly benchToken: string,
    private readonly customerToken: string | null,
    private readonly orderable: Orderable[],
    readonly everyMs: number,
  ) {}

  get kinds(): Kind[] {
    return this.orderable.length > 0 ? ['price', 'stock', 'order'] : ['price', 'stock'];
  }

  /** Signs the admin and the demo customer in, and finds items an order can be placed for. */
  static async prepare(base: string, market: Market, benchToken: string, everyMs = 100) {
    const staff = await call<{ token?: string }>(base, `${API}/staff/auth/login`, {
      method: 'POST',
      body: ADMIN,
    });
    if (!staff.json?.token) throw new Error(`The admin could not sign in (${staff.status} ${staff.text})`);
    // Item ids of the sampled slugs (the details answer has them).
    const rnd = createRandom(12);
    const details: { id: number; store_id: number; stock: number; plain: boolean; open: boolean }[] = [];
    for (let i = 0; i < 60 && market.itemSlugs.length > 0; i++) {
      const d = await call<{
        id: number;
        store_id: number;
        stock: number;
        variations?: unknown[];
        food_variations?: unknown[];
        choice_options?: unknown[];
        maximum_cart_quantity?: number | null;
        store?: { open?: number | boolean };
      }>(base, `${API}/items/details/${rnd.pick(market.itemSlugs)}`);
      if (d.status !== 200 || !d.json) continue;
      const j = d.json;
      details.push({
        id: j.id,
        store_id: j.store_id,
        stock: j.stock,
        plain:
          !j.variations?.length &&
          !j.food_variations?.length &&
          !j.choice_options?.length &&
          j.maximum_cart_quantity == null,
        open: Boolean(j.store?.open),
      });
    }
    const itemIds = [...new Set(details.map((d) => d.id))];
    if (itemIds.length === 0) throw new Error('No sampled item answered its details');

    let customerToken: string | null = null;
    const orderable: Orderable[] = [];
    const customer = await call<{ token?: string }>(base, `${API}/auth/login`, {
      method: 'POST',
      body: CUSTOMER,
    });
    customerToken = customer.json?.token ?? null;
    if (customerToken) {
      for (const d of details.filter((x) => x.plain && x.open && x.stock > 50)) {
        if (orderable.length >= 8) break;
        const total = await quote(base, customerToken, d.store_id, d.id);
        if (total) orderable.push({ itemId: d.id, storeId: d.store_id, total });
      }
    }
    return new WriteLoop(base, itemIds, staff.json.token, benchToken, customerToken, orderable, everyMs);
  }

  start() {
    this.n = 0;
    this.latencies = [];
    this.stats = { made: 0, failed: 0, skipped: 0 };
    this.failures.clear();
    this.startedAt = performance.now();
    this.timer = setInterval(() => this.tick(), this.everyMs);
  }

  async stop(): Promise<WriteStats> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const seconds = (performance.now() - this.startedAt) / 1000;
    return {
      every_ms: this.everyMs,
      kinds: this.kinds,
      ...this.stats,
      per_s: Math.round(((this.stats.made + this.stats.failed) / seconds) * 10) / 10,
      p50_ms: Math.round(percentile(sorted, 50)),
      p99_ms: Math.round(percentile(sorted, 99)),
      failures: [...this.failures].map(([what, times]) => `${times}× ${what}`),
    };
  }

  private tick() {
    if (this.inFlight.size >= MAX_IN_FLIGHT) {
      this.stats.skipped += 1;
      return;
    }
    const kind = this.kinds[this.n % this.kinds.length]!;
    const sign = Math.floor(this.n / this.kinds.length) % 2 === 0 ? 1 : -1;
    this.n += 1;
    const t0 = performance.now();
    const p = this.write(kind, sign)
      .then((failure) => {
        this.latencies.push(performance.now() - t0);
        if (failure === null) this.stats.made += 1;
        else this.fail(`${kind}: ${failure}`);
      })
      .catch((err: unknown) => this.fail(`${kind}: ${err instanceof Error ? err.message : err}`))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private fail(what: string) {
    this.stats.failed += 1;
    this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
  }

  /** One write; answers null when it was made, else why not. */
  private async write(kind: Kind, sign: number): Promise<string | null> {
    if (kind === 'order') return this.order();
    const item = this.rnd.pick(this.itemIds);
    const res = await call(this.base, '/__bench/staff/item', {
      method: 'PUT',
      token: this.staffToken,
      headers: { 'x-bench-token': this.benchToken },
      body: { item_id: item, [kind === 'price' ? 'price_delta' : 'stock_delta']: sign },
    });
    return res.status === 200 ? null : `${res.status} ${res.text.slice(0, 120)}`;
  }

  private async order(): Promise<string | null> {
    const line = this.rnd.pick(this.orderable);
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await place(this.base, this.customerToken!, line.storeId, line.itemId, line.total);
      if (res.status === 200 && (res.json as { order_id?: number })?.order_id) return null;
      // A price change of this item (the loop's own) moved the total: place again at the new one.
      const total = newTotal(res.text);
      if (res.status === 200 && total) {
        line.total = total;
        continue;
      }
      return `${res.status} ${res.text.slice(0, 120)}`;
    }
    return 'the total kept changing';
  }
}

const newTotal = (text: string) => Number(/total is (\d+)/.exec(text)?.[1] ?? 0) || 0;

const place = (base: string, token: string, storeId: number, itemId: number, total: number) =>
  call(base, `${API}/customer/order/place`, {
    method: 'POST',
    token,
    headers: { 'idempotency-key': `bench-${randomBytes(8).toString('hex')}` },
    body: {
      Stores: [{ store_id: storeId, cart: [{ item_id: itemId, quantity: 1 }] }],
      payment_method: 'cash_on_delivery',
      totalOrderAmount: total,
      ...ADDRESS,
    },
  });

/** The total the server names for one unit of the item (a placement with total 0 is only a quote). */
async function quote(base: string, token: string, storeId: number, itemId: number) {
  const res = await place(base, token, storeId, itemId, 0);
  return res.status === 200 ? newTotal(res.text) : 0;
}
