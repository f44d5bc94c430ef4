import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createRandom } from '@bazaar/seed';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { coupons, couponUses, items, orderDetails, orders, stores } from '../../src/db/schema';
import { PASSWORD, registration } from '../support/accounts';
import { type ApiProcess, startApiProcess } from '../support/api-processes';
import {
  ledgerBalances,
  oneUseCoupon,
  orderBody,
  plainItems,
  quickCustomer,
  stockOf,
} from '../support/checkout';
import { freshSeededPostgres, tempDataDir, testDatabaseKind } from '../support/db-templates';
import { redisAnswers, TEST_REDIS_URL } from '../support/redis';

/**
 * Issue 16, item 5: the concurrency battery of decision 401 holds when the racing requests are spread
 * over three API processes on one PostgreSQL database, and an abuse limit (decision 305) counts one
 * total across them through Redis. Each process has its own connection pool, answer cache and
 * rate-limit client: only PostgreSQL and Redis are shared, as in production behind a load balancer.
 * The seeded PRNG picks which process each sign-in attempt goes to (CLUSTER_TEST_SEED to replay).
 */
const SEED = Number(process.env.CLUSTER_TEST_SEED ?? 16_005);
const API = '/api/v1';
const PROCESSES = 3;

type Answer = {
  status: number;
  body: { errors?: { code: string; message: string }[] } & Record<string, unknown>;
};

/** Whether Redis answers decides if the shared rate limit can be shown (it needs REDIS_URL). */
const withRedis = testDatabaseKind === 'postgres' && (await redisAnswers());

describe.skipIf(testDatabaseKind !== 'postgres')(
  'three API processes on one PostgreSQL (PostgreSQL only: a PGlite folder is opened by one process)',
  () => {
    let handle: DatabaseHandle & { url: string };
    let dataDir: string;
    let procs: ApiProcess[] = [];
    let item: { id: number; storeId: number };
    let other: { id: number; storeId: number };
    /** Which process answered what, printed at the end. */
    const served: Record<string, number | string>[] = [];

    async function call(p: number, url: string, init: { headers?: Record<string, string>; body?: unknown }) {
      const res = await fetch(procs[p]!.base + API + url, {
        method: init.body === undefined ? 'GET' : 'POST',
        headers: { ...init.headers, ...(init.body !== undefined && { 'content-type': 'application/json' }) },
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      });
      return { status: res.status, body: (await res.json()) as Answer['body'] };
    }

    /** Sends every request at once, request i through process (i + offset) % 3: round-robin. */
    async function raceRoundRobin(
      requests: { headers: Record<string, string>; body: unknown }[],
      offset = 0,
    ) {
      const answers = await Promise.all(
        requests.map((r, i) => call((i + offset) % PROCESSES, '/customer/order/place', r)),
      );
      return answers.map((a, i) => ({ ...a, process: (i + offset) % PROCESSES }));
    }

    function tally(race: string, answers: (Answer & { process: number })[]) {
      for (let p = 0; p < PROCESSES; p++) {
        const statuses: Record<string, number> = {};
        for (const a of answers.filter((a) => a.process === p))
          statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        served.push({ race, process: p, ...statuses });
      }
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    }

    const unitsOrdered = async (itemId: number) =>
      Number(
        (
          await handle.db
            .select({ n: sql<string>`coalesce(sum(${orderDetails.quantity}), 0)` })
            .from(orderDetails)
            .where(eq(orderDetails.itemId, itemId))
        )[0]?.n,
      );

    beforeAll(async () => {
      console.info(
        `across-processes seed ${SEED} (CLUSTER_TEST_SEED), Redis ${withRedis ? TEST_REDIS_URL : 'off'}`,
      );
      dataDir = await tempDataDir('bazaar-three-');
      handle = await freshSeededPostgres(dataDir);
      const [first, second] = await plainItems(handle.db, 2, 1);
      if (!first || !second) throw new Error('two plain items expected');
      item = first;
      other = second;
      // Migrated and seeded before any process starts: the processes only serve.
      const options = withRedis ? { redisUrl: TEST_REDIS_URL, trustedProxy: '127.0.0.1' } : {};
      procs = await Promise.all(
        Array.from({ length: PROCESSES }, () => startApiProcess(handle.url, dataDir, options)),
      );
    });

    afterAll(async () => {
      await Promise.all(procs.map((p) => p.stop()));
      await handle?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      if (served.length) console.table(served);
    });

    it('50 customers race for the last unit through 3 processes, 5 times: one order each time, stock 0', async () => {
      const customers = await Promise.all(Array.from({ length: 50 }, () => quickCustomer(handle.db)));
      const { body } = await orderBody(handle.db, [{ item_id: item.id, quantity: 1 }]);
      const before = await unitsOrdered(item.id);
      for (let round = 0; round < 5; round++) {
        await handle.db.update(items).set({ stock: 1 }).where(eq(items.id, item.id));
        const answers = await raceRoundRobin(
          customers.map((c) => ({ headers: c.headers, body })),
          round,
        );
        tally(`last unit, round ${round}`, answers);
        expect(
          answers.filter((a) => a.status === 200),
          `round ${round}`,
        ).toHaveLength(1);
        const refused = answers.filter((a) => a.status === 403);
        expect(refused).toHaveLength(49);
        for (const r of refused)
          expect(r.body.errors?.[0]).toEqual({ code: 'stock', message: '0 quantity available in stock.' });
        expect(await stockOf(handle.db, item.id)).toBe(0);
      }
      expect((await unitsOrdered(item.id)) - before).toBe(5);
    });

    it('a coupon with one use in total, raced by 30 orders across processes: exactly one discounted', async () => {
      await handle.db.update(items).set({ stock: 1000 }).where(eq(items.id, item.id));
      const coupon = await oneUseCoupon(handle.db, 'ACROSS1', 'Across');
      const { body } = await orderBody(
        handle.db,
        [{ item_id: item.id, quantity: 1 }],
        { coupon_code: 'ACROSS1' },
        { code: 'ACROSS1', discount: 50, discount_type: 'amount' },
      );
      const customers = await Promise.all(Array.from({ length: 30 }, () => quickCustomer(handle.db)));
      const answers = await raceRoundRobin(customers.map((c) => ({ headers: c.headers, body })));
      tally('one-use coupon', answers);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.status === 406);
      expect(refused).toHaveLength(29);
      for (const r of refused)
        expect(r.body.errors?.[0]?.message).toBe('This coupon has reached its usage limit');
      const discounted = await handle.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.couponCode, 'ACROSS1'));
      expect(discounted[0]!.n).toBe(1);
      const [after] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
      expect(after!.totalUses).toBe(1);
      expect(
        await handle.db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id)),
      ).toHaveLength(1);
    });

    it('a wallet of 100 raced by 21 orders of 60 from 3 processes: one order, 40 left = its ledger, in every process', async () => {
      // A Rs 60 order: price 60, no tax or discount, and the store pays the whole delivery charge.
      await handle.db
        .update(items)
        .set({ price: 60, tax: 0, discount: 0, stock: 100 })
        .where(eq(items.id, other.id));
      await handle.db
        .update(stores)
        .set({ deliveryChargesContribution: 100 })
        .where(eq(stores.id, other.storeId));
      const customer = await quickCustomer(handle.db, { wallet: 100 });
      const { body, total } = await orderBody(handle.db, [{ item_id: other.id, quantity: 1 }], {
        payment_method: 'wallet',
      });
      expect(total).toBe(60);
      const answers = await raceRoundRobin(
        Array.from({ length: 21 }, () => ({ headers: customer.headers, body })),
      );
      tally('wallet 100, orders of 60', answers);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 203)).toHaveLength(20);
      const balances = await ledgerBalances(handle.db);
      expect(balances.find((b) => b.userId === customer.id)?.balance).toBe(40);
      expect(balances.filter((b) => b.balance < 0)).toEqual([]);
      // Every process reads the same balance: it is the ledger's sum, never a copy kept in a process.
      for (let p = 0; p < PROCESSES; p++) {
        const info = await call(p, '/customer/info', { headers: customer.headers });
        expect(info.body.wallet_balance, `process ${p}`).toBe(40);
      }
    });

    describe.runIf(withRedis)(
      'abuse limits counted in Redis (needs Redis at REDIS_URL or 127.0.0.1:6379)',
      () => {
        const rnd = createRandom(SEED);
        // Fresh subjects every run (Redis outlives the test); the PRNG only picks processes.
        const nonce = Array.from(randomBytes(2)).join('.');
        const login = (p: number, email: string, password: string, address: string) =>
          call(p, '/auth/login', {
            headers: { 'x-forwarded-for': address },
            body: { email, password, login_with: 'manual' },
          });

        for (const pattern of ['round-robin', 'seeded random'] as const) {
          it(`one address, 63 sign-ins at once spread ${pattern}: exactly 60 pass, then every process refuses`, async () => {
            const address = `10.${nonce}.${pattern === 'round-robin' ? 1 : 2}`;
            const picks = Array.from({ length: 63 }, (_, i) =>
              pattern === 'round-robin' ? i % PROCESSES : rnd.int(0, PROCESSES - 1),
            );
            // All at once: the count is one atomic increment in Redis, whichever process makes it.
            const answers = await Promise.all(
              picks.map((p) => login(p, registration().email, 'wrong-password-1', address)),
            );
            tally(
              `63 sign-ins from one address, ${pattern}`,
              answers.map((a, i) => ({ ...a, process: picks[i]! })),
            );
            expect(answers.filter((a) => a.status === 401)).toHaveLength(60);
            expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
            // Had each process counted alone, each would allow 60 of its own.
            for (let p = 0; p < PROCESSES; p++) {
              const refused = await login(p, registration().email, 'wrong-password-1', address);
              expect(refused.status, `process ${p}`).toBe(429);
              expect(refused.body).toEqual({
                errors: [{ code: 'too_many_requests', message: 'Too many requests' }],
              });
            }
          });
        }

        it('one account: 100 failures spread over the processes lock it in all three, even for the right password', async () => {
          const form = registration();
          const signUp = await call(0, '/auth/sign-up', {
            headers: { 'x-forwarded-for': `10.${nonce}.3` },
            body: { ...form, registration_type: 'manual' },
          });
          expect(signUp.status).toBe(200);
          // Ten failures per address, so only the per-account rule can be what stops the 101st.
          const picks = Array.from({ length: 100 }, () => rnd.int(0, PROCESSES - 1));
          const answers = await Promise.all(
            picks.map((p, i) => login(p, form.email, `wrong-${i}`, `10.${nonce}.${10 + Math.floor(i / 10)}`)),
          );
          tally(
            '100 failed sign-ins of one account',
            answers.map((a, i) => ({ ...a, process: picks[i]! })),
          );
          expect(answers.filter((a) => a.status === 401)).toHaveLength(100);
          for (let p = 0; p < PROCESSES; p++)
            expect(
              (await login(p, form.email, PASSWORD, `10.${nonce}.${30 + p}`)).status,
              `process ${p}`,
            ).toBe(429);
        });
      },
    );
  },
);
