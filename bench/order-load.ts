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
import type { Result } from 'autocannon';
import { count, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
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
import { freePort, isEntry, startServer } from './server-process.ts';
import { signedInLoad } from './signed-in-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data-bench-orders');
const STOCK = 10_000_000;

type Customer = Awaited<ReturnType<typeof quickCustomer>>;
/** What a load of order placements needs, made in the database before the server starts. */
export type OrderLoad = {
  /** The items the bodies order (their stock is set to STOCK). */
  lineItems: number[];
  bodies: string[];
  customers: Customer[];
  checkoutsBefore: number;
  /** Order lines up to this id were there before: the stock check counts only the newer ones. */
  detailsBefore: number;
};

/**
 * Request bodies over a pool of store pairs (two lines from one store, one from another), so the load
 * looks like a market's and not like one hot shelf; plenty of stock, stores open all day; and
 * `customerCount` customers with a full wallet. Works on any market (the demo's, the benchmark's).
 */
export async function prepareOrders(db: Database, customerCount: number): Promise<OrderLoad> {
  const stores = [...(await plainItemsByStore(db)).values()];
  const doubles = stores.filter((list) => list.length >= 2);
  const pairs = doubles.map((list, i) => ({
    x: list,
    y: stores[(stores.indexOf(list) + 1 + i) % stores.length]!,
  }));
  const used = pairs.flatMap(({ x, y }) => [x[0]!, x[1]!, y[0]!]);
  await stockUp(db, used, STOCK);
  const bodies: string[] = [];
  for (const { x, y } of pairs) {
    if (x[0]!.storeId === y[0]!.storeId) continue;
    const order = await orderBody(db, [
      { item_id: x[0]!.id, quantity: 1 },
      { item_id: x[1]!.id, quantity: 2 },
      { item_id: y[0]!.id, quantity: 1 },
    ]);
    bodies.push(JSON.stringify(order.body), JSON.stringify({ ...order.body, payment_method: 'wallet' }));
  }
  const customers = [];
  for (let i = 0; i < customerCount; i++) customers.push(await quickCustomer(db, { wallet: 10_000_000 }));
  const [before] = await db.select({ n: count() }).from(checkouts);
  const [lastLine] = await db.select({ id: max(orderDetails.id) }).from(orderDetails);
  return {
    lineItems: [...new Set(used.map((u) => u.id))],
    bodies,
    customers,
    checkoutsBefore: before?.n ?? 0,
    detailsBefore: lastLine?.id ?? 0,
  };
}

/** autocannon placing orders: each request a customer in turn, every tenth paying from the wallet. */
export const placeOrders = (base: string, load: OrderLoad, o: { connections: number; duration: number }) =>
  signedInLoad(base, {
    method: 'POST',
    path: '/api/v1/customer/order/place',
    customers: load.customers,
    body: (n) => load.bodies[((n * 7) % (load.bodies.length / 2)) * 2 + (n % 10 === 0 ? 1 : 0)],
    ...o,
  });

/**
 * What must hold after the load, read from the database: one checkout per 200 answer, stock + units
 * ordered since `prepareOrders` = STOCK for every item ordered, no wallet below zero.
 */
export async function checkOrders(db: Database, load: OrderLoad, result: Result, connections: number) {
  const ok = result['2xx'];
  const [placed] = await db.select({ n: count() }).from(checkouts);
  const sold = await db
    .select({ itemId: orderDetails.itemId, units: sql<string>`sum(${orderDetails.quantity})` })
    .from(orderDetails)
    .where(gt(orderDetails.id, load.detailsBefore))
    .groupBy(orderDetails.itemId);
  const stock = await db
    .select({ id: items.id, stock: items.stock })
    .from(items)
    .where(inArray(items.id, load.lineItems));
  const balances = await ledgerBalances(db);
  return {
    // Requests still in flight when the clock stops complete on the server without being counted.
    one_checkout_per_2xx:
      placed !== undefined &&
      placed.n - load.checkoutsBefore >= ok &&
      placed.n - load.checkoutsBefore <= ok + connections,
    stock_plus_sold_is_initial: stock.every(
      (s) => s.stock + Number(sold.find((x) => x.itemId === s.id)?.units ?? 0) === STOCK,
    ),
    no_negative_balance: balances.every((b) => b.balance >= 0),
  };
}

async function main(args: Args) {
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl ? 'postgres' : 'pglite';
  const connections = Number(args.connections);
  console.log(`Preparing the demo market on ${database} …`);
  if (!databaseUrl) await rm(dataDir, { recursive: true, force: true });
  const handle = openDatabase({ databaseUrl, dataDir });
  await handle.migrate();
  await seedDemoMarket(handle.db, dataDir);
  const load = await prepareOrders(handle.db, Number(args.customers));
  console.log(`${load.bodies.length / 2} store pairs, ${load.customers.length} customers`);
  const port = await freePort();
  const server = await startServer(port, { DATA_DIR: path.relative(root, dataDir) });
  try {
    const result = await placeOrders(`http://127.0.0.1:${port}`, load, {
      connections,
      duration: Number(args.duration),
    });
    const row = {
      'orders/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      requests: result.requests.total,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    };
    console.table([row]);
    const invariants = await checkOrders(handle.db, load, result, connections);
    console.log('Invariants:', invariants);
    await saveResult('order-load', database, {
      connections,
      duration_s: Number(args.duration),
      scenario: '3 lines across 2 stores, cash on delivery (every tenth from the wallet)',
      ...row,
      invariants,
    });
    if (Object.values(invariants).some((v) => !v)) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await handle.close();
  }
}

function parseOptions() {
  return parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      customers: { type: 'string', default: '200' },
    },
  }).values;
}
type Args = ReturnType<typeof parseOptions>;

if (isEntry(import.meta.filename))
  main(parseOptions()).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
