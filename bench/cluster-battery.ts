// `npm run bench:cluster`: the last-unit race of the checkout issue, driven through the balancer of a
// running `npm run cluster` (docs/scaling.md), and the throughput of item details through the balancer
// against one member alone. Prints which process placed each round's one order and refused the rest,
// then checks from the database: stock 0 after each round, units ordered = rounds. Exit code 1 when an
// invariant fails. It changes the cluster's database: one store opened all day, customers added.
//
//   npm run cluster &   then   npm run bench:cluster -- [--url http://127.0.0.1:3000] [--rounds 5] [--customers 50] [--duration 5]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { items, orderDetails } from '../apps/api/src/db/schema/index.ts';
import { orderBody, plainItems, quickCustomer, stockOf } from '../apps/api/test/support/checkout.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    rounds: { type: 'string', default: '5' },
    customers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
  },
});
const balancer = values.url;
const rounds = Number(values.rounds);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bazaar_cluster';
const handle = openPostgres(databaseUrl, 4);
const db = handle.db;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

const unitsOrdered = async (itemId: number) =>
  Number(
    (
      await db
        .select({ n: sql<string>`coalesce(sum(${orderDetails.quantity}), 0)` })
        .from(orderDetails)
        .where(eq(orderDetails.itemId, itemId))
    )[0]?.n,
  );

async function place(headers: Record<string, string>, body: unknown) {
  const res = await fetch(`${balancer}/api/v1/customer/order/place`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, by: res.headers.get('x-served-by') ?? '?' };
}

/** The last-unit race, `rounds` times: one order per round, whichever process takes it. */
async function lastUnitRace() {
  const [item] = await plainItems(db, 1, 1);
  const customers = await Promise.all(
    Array.from({ length: Number(values.customers) }, () => quickCustomer(db)),
  );
  const { body } = await orderBody(db, [{ item_id: item!.id, quantity: 1 }]);
  const before = await unitsOrdered(item!.id);
  const table = [];
  for (let round = 0; round < rounds; round++) {
    await db.update(items).set({ stock: 1 }).where(eq(items.id, item!.id));
    const answers = await Promise.all(customers.map((c) => place(c.headers, body)));
    const perProcess: Record<string, string> = {};
    for (const by of [...new Set(answers.map((a) => a.by))].sort()) {
      const mine = answers.filter((a) => a.by === by);
      const placed = mine.filter((a) => a.status === 200).length;
      perProcess[by] = `${placed} placed, ${mine.filter((a) => a.status === 403).length} refused`;
    }
    const placed = answers.filter((a) => a.status === 200).length;
    const stock = await stockOf(db, item!.id);
    check(placed === 1, `round ${round}: ${placed} orders for the last unit`);
    check(stock === 0, `round ${round}: stock ${stock}`);
    check(!answers.some((a) => a.status >= 500), `round ${round}: a 5xx answer`);
    table.push({ round, orders: placed, stock, ...perProcess });
  }
  console.table(table);
  const sold = (await unitsOrdered(item!.id)) - before;
  check(sold === rounds, `${sold} units ordered in ${rounds} rounds`);
  return item!.id;
}

/** Item details at 50 connections: through the balancer, then one member alone (`--url` of a member). */
async function throughput(itemId: number) {
  const run = (url: string) =>
    autocannon({ url, connections: 50, duration: Number(values.duration) }).then((r) => ({
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
    }));
  const path = `/api/v1/items/details/${itemId}`;
  const members = await fetch(`${balancer}${path}`).then((r) => r.headers.get('x-served-by'));
  const port = Number(new URL(balancer).port) + 1;
  console.table({
    [`balancer (${members ? 'round robin' : '?'})`]: await run(balancer + path),
    [`api-1 alone (:${port})`]: await run(`http://127.0.0.1:${port}${path}`),
  });
}

try {
  console.log(`Last-unit race through ${balancer}, ${rounds} rounds of ${values.customers} customers`);
  const itemId = await lastUnitRace();
  await throughput(itemId);
  console.log(failures.length ? `FAILED:\n  ${failures.join('\n  ')}` : 'Every invariant held.');
} finally {
  await handle.close();
}
process.exit(failures.length ? 1 : 0);
