import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { type BrowserKeys, browserKeys, decryptPush, verifyVapid } from '../notifications/push-service';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = path.join(import.meta.dirname, 'crash-server.ts');

// ---------------------------------------------------------------------------------------------------
// The server under test, in its own process

export type CrashServer = {
  label: string;
  pid: number;
  base: string;
  kill(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Resolves once the process is gone, and a moment more: what it wrote to a socket before it died is
 * taken in under its name before the next generation's label is set (a start takes seconds anyway).
 */
const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => setTimeout(done, 50));
  });

/** Starts crash-server.ts on `port`; resolves once it listens (a minute at most). */
export function startCrashServer(opts: {
  databaseUrl: string;
  dataDir: string;
  port: number;
  label: string;
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PORT: String(opts.port),
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<CrashServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${opts.label} did not listen within 60 s`));
    }, 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${opts.label} exited with ${code ?? signal} before listening`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (http:\/\/\S+)/.exec(chunk.toString());
      if (!match?.[1]) return;
      clearTimeout(timer);
      const gone = exited(child);
      resolve({
        label: opts.label,
        pid: child.pid!,
        base: match[1],
        // kill -9: no close hook, no flush, open transactions cut where they stand.
        kill: () => {
          child.kill('SIGKILL');
          return gone;
        },
        stop: () => {
          child.kill('SIGTERM');
          return gone;
        },
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// A local push service that decrypts and records every message, and who sent it

export type Delivery = { device: string; notificationId: number; by: string; vapidOk: boolean };

/**
 * A push service on loopback (as support for decision 502's tests, but recording the notification each
 * message announces and which server generation was running when it arrived: only one runs at a time).
 */
export async function startRecordingPushService(vapidPublicKey: string) {
  const keys = new Map<string, BrowserKeys>();
  const deliveries: Delivery[] = [];
  const unreadable: string[] = [];
  let sender = 'nobody';
  const server = createServer((req, res) => {
    const by = sender;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const device = (req.url ?? '').replace(/^\/push\//, '');
      try {
        const message = JSON.parse(decryptPush(Buffer.concat(chunks), keys.get(device)!));
        const vapidOk = await verifyVapid(req.headers, origin, vapidPublicKey).then(
          () => true,
          () => false,
        );
        deliveries.push({ device, notificationId: message.notification_id, by, vapidOk });
        res.writeHead(201, { connection: 'close' }).end();
      } catch (error) {
        unreadable.push(`${device}: ${(error as Error).message}`);
        res.writeHead(400, { connection: 'close' }).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deliveries,
    unreadable,
    /** Who is sending from now on (a server generation, or the test's own worker pass). */
    sentBy(label: string) {
      sender = label;
    },
    /** A new browser subscription for `device`: what save-device-token would store. */
    subscribe(device: string) {
      const k = browserKeys();
      keys.set(device, k);
      return { endpoint: `${origin}/push/${device}`, p256dh: k.p256dh, auth: k.auth };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RecordingPushService = Awaited<ReturnType<typeof startRecordingPushService>>;

// ---------------------------------------------------------------------------------------------------
// A client that retries one placement with the same key until it gets a final answer

export type PlannedOrder = {
  key: string;
  customerId: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  method: string;
};
export type FinalAnswer = {
  status: number;
  body: Record<string, unknown>;
  attempts: number;
  /** Date.now() when the attempt that got this answer was sent. */
  sentAt: number;
};
export type RetryTally = Record<'refused' | 'reset' | 'server_error' | 'in_progress' | 'timeout', number>;

export const emptyTally = (): RetryTally => ({
  refused: 0,
  reset: 0,
  server_error: 0,
  in_progress: 0,
  timeout: 0,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why a request that threw must be retried: refused (no server), timed out, or cut off (killed). */
function retryReason(error: unknown): keyof RetryTally {
  const e = error as { name?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError') return 'timeout';
  return e.cause?.code === 'ECONNREFUSED' ? 'refused' : 'reset';
}

/**
 * POSTs the order with its Idempotency-Key until the answer is final: a refused or reset connection,
 * a cut-off answer, a 5xx and a 409 (the key's first request still running) are retried with the same
 * key and body, after a short growing pause. Anything else (200, 203, 403, 406 …) is final.
 */
export async function placeUntilFinal(base: string, order: PlannedOrder, tally: RetryTally) {
  for (let attempt = 1; attempt <= 400; attempt++) {
    const sentAt = Date.now();
    let reason: keyof RetryTally;
    try {
      const res = await fetch(`${base}/api/v1/customer/order/place`, {
        method: 'POST',
        headers: { ...order.headers, 'content-type': 'application/json', 'idempotency-key': order.key },
        body: JSON.stringify(order.body),
        signal: AbortSignal.timeout(20_000),
      });
      if (res.status >= 500 || res.status === 409) {
        await res.body?.cancel();
        reason = res.status === 409 ? 'in_progress' : 'server_error';
      } else {
        // An answer cut off by a kill throws here, and is retried like a reset connection.
        const body = (await res.json()) as Record<string, unknown>;
        return { status: res.status, body, attempts: attempt, sentAt };
      }
    } catch (error) {
      reason = retryReason(error);
    }
    tally[reason] += 1;
    await pause(Math.min(20 * 2 ** Math.min(attempt, 5), 400));
  }
  throw new Error(`${order.key}: no final answer after 400 attempts`);
}

// ---------------------------------------------------------------------------------------------------
// What must hold in every committed state, whatever was killed when

export type Expected = {
  /** Every item's stock before the first order. */
  initialStock: Map<number, number>;
  /** Every customer's wallet funding before the first order. */
  funds: Map<number, number>;
};

type Rows<T> = { rows: T[] };
/** The first ids of a list, and how many there are in all (a broken rule can hit thousands of rows). */
const ids = (rows: { id: number }[]) =>
  `${rows
    .slice(0, 20)
    .map((r) => r.id)
    .join(', ')}${rows.length > 20 ? ` … (${rows.length} in all)` : ''}`;

/**
 * Reads one consistent snapshot (repeatable read) while orders may still be placed, and answers every
 * broken rule as a sentence (none: all hold), with the push rows of that snapshot.
 */
export async function checkInvariants(db: Database, expected: Expected) {
  return db.transaction(
    async (tx) => {
      const problems: string[] = [];
      const q = async <T>(query: ReturnType<typeof sql>) =>
        ((await tx.execute(query)) as unknown as Rows<T>).rows;
      const none = async (what: string, query: ReturnType<typeof sql>) => {
        const rows = await q<{ id: number }>(query);
        if (rows.length) problems.push(`${what}: ${ids(rows)}`);
      };

      await none(
        'orders without lines',
        sql`select o.id from orders o
        where not exists (select 1 from order_details d where d.order_id = o.id)`,
      );
      await none(
        'lines without an order',
        sql`select d.id from order_details d
        where not exists (select 1 from orders o where o.id = d.order_id)`,
      );
      await none(
        'checkouts without orders',
        sql`select c.id from checkouts c
        where not exists (select 1 from orders o where o.checkout_id = c.id)`,
      );
      await none(
        'orders without exactly one queued push',
        sql`select o.id from orders o
        where (select count(*) from outbox x where x.kind = 'push'
               and (x.payload->>'order_id')::int = o.id) <> 1`,
      );
      await none(
        'idempotency keys claimed but never completed',
        sql`select id from idempotency_keys
        where completed_at is null`,
      );
      await none(
        'idempotency keys answering a checkout that does not exist',
        sql`select k.id
        from idempotency_keys k where not exists
        (select 1 from checkouts c where c.id = (k.response_body->>'checkout_id')::int)`,
      );
      await none(
        'checkouts no idempotency key answered (an order its client never learnt of)',
        sql`
        select c.id from checkouts c where (select count(*) from idempotency_keys k
        where (k.response_body->>'checkout_id')::int = c.id) <> 1`,
      );

      // Stock: what is left plus what live orders hold is what there was (decision 402).
      const stock = await q<{ id: number; stock: number; ordered: number }>(sql`
        select i.id, i.stock, coalesce(sum(d.quantity) filter (where o.stock_released_at is null), 0)::int
          as ordered
        from items i
        left join order_details d on d.item_id = i.id and d.variation_id is null and d.item_campaign_id is null
        left join orders o on o.id = d.order_id
        group by i.id`);
      for (const row of stock) {
        const initial = expected.initialStock.get(row.id);
        if (row.stock + row.ordered !== initial)
          problems.push(`item ${row.id}: stock ${row.stock} + ordered ${row.ordered} ≠ initial ${initial}`);
      }

      // Wallet: the ledger is the balance, never negative at any row, and holds exactly one debit per
      // wallet checkout of its total (decision 403).
      const ledger = await q<{ user_id: number; balance: number; lowest: number }>(sql`
        select user_id, sum(credit - debit)::int as balance, min(running)::int as lowest
        from (select user_id, credit, debit,
                sum(credit - debit) over (partition by user_id order by id) as running
              from wallet_transactions) w
        group by user_id`);
      const spent = new Map(
        (
          await q<{ user_id: number; spent: number }>(sql`select user_id, sum(total_amount)::int as spent
            from checkouts where payment_method = 'wallet' group by user_id`)
        ).map((r) => [r.user_id, r.spent]),
      );
      for (const row of ledger) {
        const fund = expected.funds.get(row.user_id) ?? 0;
        const want = fund - (spent.get(row.user_id) ?? 0);
        if (row.balance !== want) problems.push(`customer ${row.user_id}: ledger ${row.balance} ≠ ${want}`);
        if (row.lowest < 0) problems.push(`customer ${row.user_id}: ledger went down to ${row.lowest}`);
      }
      await none(
        'wallet checkouts without exactly one debit of their total',
        sql`select c.id from checkouts c
        where c.payment_method = 'wallet' and (select count(*) from wallet_transactions w
          where w.transaction_type = 'order_place' and w.reference = 'checkout:' || c.id
          and w.debit = c.total_amount) <> 1`,
      );
      await none(
        'order debits without a wallet checkout',
        sql`select w.id from wallet_transactions w
        where w.transaction_type = 'order_place' and not exists (select 1 from checkouts c
          where 'checkout:' || c.id = w.reference and c.payment_method = 'wallet')`,
      );

      const push = await q<{ id: number; notification_id: number; delivered: boolean; attempts: number }>(sql`
        select id, (payload->>'notification_id')::int as notification_id,
          delivered_at is not null as delivered, attempts
        from outbox where kind = 'push' order by id`);
      const counts = await q<{ orders: number; checkouts: number }>(sql`
        select (select count(*)::int from orders) as orders, (select count(*)::int from checkouts) as checkouts`);
      return { problems, push, counts: counts[0]! };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
export type PushRow = Awaited<ReturnType<typeof checkInvariants>>['push'][number];

/**
 * Push rules against what the push service received. `before` is its record copied before the snapshot
 * was taken (every claim and notice behind it is in the snapshot), `after` copied after it (it holds
 * every message behind a row the snapshot shows delivered). Every row marked delivered reached its
 * device; no message was unreadable or badly signed; a row reached its device more than once only when
 * the earlier copy was the last message of a server killed before it could mark the row (decision 502's
 * one admitted gap: push services take no idempotency key), and never more often than it was claimed.
 */
export function checkPush(
  rows: PushRow[],
  seen: { before: Delivery[]; after: Delivery[] },
  service: RecordingPushService,
  killed: Set<string>,
) {
  const problems = service.unreadable.map((u) => `unreadable push: ${u}`);
  const group = (list: Delivery[]) => {
    const by = new Map<number, Delivery[]>();
    for (const d of list) by.set(d.notificationId, [...(by.get(d.notificationId) ?? []), d]);
    return by;
  };
  const before = group(seen.before);
  const after = group(seen.after);
  for (const d of seen.after)
    if (!d.vapidOk) problems.push(`push for notification ${d.notificationId} had a bad VAPID signature`);
  const rowOf = new Map(rows.map((r) => [r.notification_id, r]));
  for (const id of before.keys()) if (!rowOf.has(id)) problems.push(`push for unknown notification ${id}`);
  const lastBy = new Map(seen.before.map((d) => [d.by, d]));
  let resentAfterKill = 0;
  for (const row of rows) {
    if (row.delivered && !after.has(row.notification_id))
      problems.push(`outbox ${row.id} marked delivered, never received`);
    const got = before.get(row.notification_id) ?? [];
    if (got.length > row.attempts)
      problems.push(`outbox ${row.id} received ${got.length}× in ${row.attempts} claims`);
    if (got.length < 2) continue;
    resentAfterKill += 1;
    // A worker sends one row after the other and marks each before the next, so a kill can leave only
    // the last message that server sent unmarked: every earlier copy must be its killed sender's last.
    if (got.slice(0, -1).some((d) => !killed.has(d.by) || lastBy.get(d.by) !== d))
      problems.push(`outbox ${row.id} received ${got.length}× (${got.map((d) => d.by).join(', ')})`);
  }
  return { problems, resentAfterKill };
}
