// `npm run bench:orders`: order placement under load. A fresh demo market (on the PostgreSQL server named
// by DATABASE_URL, else embedded PGlite in ./data-bench-orders), 200 customers, then autocannon from this
// process against the API in its own process: every request places 3 lines across 2 stores (a pool of
// store pairs; cash on delivery, every tenth from the wallet). Prints orders/s, p50 and p99, then checks the invariants from
// the database: stock + units ordered = initial stock for every item, every wallet balance = its ledger
// and never negative, one order per 200 answer. Writes bench/results/order-load.json. Figures only.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bazaar_orders npm run bench:orders -- [--duration 10] [--connections 20]
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemoMarket } from '@bazaar/seed';
import autocannon from 'autocannon';
import { count, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { checkouts, items, orderDetails } from '../apps/api/src/db/schema/index.ts';
import {
  ledgerBalances,
  orderBody,
  plainItemsByStore,
  quickCustomer,
  stockUp,
} from '../apps/api/test/support/checkout.ts';
import { saveResult } from './results-file.ts';
import { freePort, startServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    customers: { type: 'string', default: '200' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL;
const database = databaseUrl ? 'postgres' : 'pglite';
const dataDir = path.join(root, 'data-bench-orders');
const STOCK = 10_000_000;

/**
 * Request bodies over a pool of store pairs (two lines from one store, one from another), so the load
 * looks like a market's and not like one hot shelf; plenty of stock, stores open all day.
 */
async function prepare() {
  if (!databaseUrl) await rm(dataDir, { recursive: true, force: true });
  const handle = openDatabase({ databaseUrl, dataDir });
  await handle.migrate();
  await seedDemoMarket(handle.db, dataDir);
  const stores = [...(await plainItemsByStore(handle.db)).values()];
  const doubles = stores.filter((list) => list.length >= 2);
  const pairs = doubles.map((list, i) => ({
    x: list,
    y: stores[(stores.indexOf(list) + 1 + i) % stores.length]!,
  }));
  const used = pairs.flatMap(({ x, y }) => [x[0]!, x[1]!, y[0]!]);
  await stockUp(handle.db, used, STOCK);
  const bodies: string[] = [];
  for (const { x, y } of pairs) {
    if (x[0]!.storeId === y[0]!.storeId) continue;
    const order = await orderBody(handle.db, [
      { item_id: x[0]!.id, quantity: 1 },
      { item_id: x[1]!.id, quantity: 2 },
      { item_id: y[0]!.id, quantity: 1 },
    ]);
    bodies.push(JSON.stringify(order.body), JSON.stringify({ ...order.body, payment_method: 'wallet' }));
  }
  const customers = [];
  for (let i = 0; i < Number(args.customers); i++)
    customers.push(await quickCustomer(handle.db, { wallet: 10_000_000 }));
  const [before] = await handle.db.select({ n: count() }).from(checkouts);
  console.log(`${bodies.length / 2} store pairs, ${customers.length} customers`);
  return { handle, lineItems: used.map((u) => u.id), bodies, customers, checkoutsBefore: before?.n ?? 0 };
}

async function main() {
  console.log(`Preparing the demo market on ${database} …`);
  const { handle, lineItems, bodies, customers, checkoutsBefore } = await prepare();
  const port = await freePort();
  const server = await startServer(port, { DATA_DIR: path.relative(root, dataDir) });
  let n = 0;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: Number(args.connections),
      duration: Number(args.duration),
      timeout: 30,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/customer/order/place',
          setupRequest: (req) => {
            n += 1;
            const customer = customers[n % customers.length]!;
            return {
              ...req,
              headers: { ...customer.headers, 'content-type': 'application/json' },
              // Every tenth request pays from the wallet, the rest cash on delivery.
              body: bodies[((n * 7) % (bodies.length / 2)) * 2 + (n % 10 === 0 ? 1 : 0)],
            };
          },
        },
      ],
    });
    const ok = result['2xx'];
    const [placed] = await handle.db.select({ n: count() }).from(checkouts);
    const sold = await handle.db
      .select({ itemId: orderDetails.itemId, units: sql<string>`sum(${orderDetails.quantity})` })
      .from(orderDetails)
      .groupBy(orderDetails.itemId);
    const stock = await handle.db
      .select({ id: items.id, stock: items.stock })
      .from(items)
      .where(inArray(items.id, lineItems));
    const stockHolds = stock.every(
      (s) => s.stock + Number(sold.find((x) => x.itemId === s.id)?.units ?? 0) === STOCK,
    );
    const balances = await ledgerBalances(handle.db);
    const row = {
      'orders/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      requests: result.requests.total,
      '2xx': ok,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
    console.table([row]);
    const invariants = {
      // Requests still in flight when the clock stops complete on the server without being counted.
      one_checkout_per_2xx:
        placed !== undefined &&
        placed.n - checkoutsBefore >= ok &&
        placed.n - checkoutsBefore <= ok + Number(args.connections),
      stock_plus_sold_is_initial: stockHolds,
      no_negative_balance: balances.every((b) => b.balance >= 0),
    };
    console.log('Invariants:', invariants);
    await save({ ...row, invariants });
    if (Object.values(invariants).some((v) => !v)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await handle.close();
  }
}

async function save(figures: Record<string, unknown>) {
  await saveResult('order-load', database, {
    connections: Number(args.connections),
    duration_s: Number(args.duration),
    scenario: '3 lines across 2 stores, cash on delivery (every tenth from the wallet)',
    ...figures,
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
