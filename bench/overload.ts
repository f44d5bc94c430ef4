// `npm run bench:overload`: load shedding under twice the load the server sustains (issue 16 item 4,
// decision 210). Starts the API as its own process (bench/api-server.ts) with the DEFAULT shedding
// settings, on a database-bound scenario (category pages with the catalogue answer cache off, so every
// request queries the database), and:
//   1. measures the sustained rate R (closed loop: autocannon, 50 connections, 10 s);
//   2. offers 0.8 R, then 2 R, OPEN LOOP (requests sent on schedule whatever is outstanding, as
//      shoppers arrive; latency counted from the planned send time) and prints admitted req/s, the
//      shed share, p50/p99 of admitted and of shed answers, errors and time-outs;
//   3. stops the load (every outstanding request abandoned, as clients leave) and probes once a
//      second until three probes in a row answer at idle latency: the seconds until normal.
// All of it once with shedding on (defaults) and once with LOAD_SHEDDING=off, same R, both rows printed.
// Market: the demo market in a fresh PGlite folder, or DATABASE_URL (the demo market is seeded into an
// empty database; a seeded one is used as it is). Writes bench/results/overload.json. Figures only.
//
//   npm run bench:overload -- [--seconds 20] [--factor 2] [--scenario category-page] [--modes on,off]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:overload

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemoMarket } from '@bazaar/seed';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { saveResult } from './results-file.ts';
import { discoverMarket, SCENARIOS } from './scenarios.ts';
import { freePort, startServer, waitForSearchIndex } from './server-process.ts';

export type OverloadOptions = {
  databaseUrl?: string;
  /** A scenario of bench/scenarios.ts; the answer cache is off, so it is database-bound. */
  scenario?: string;
  /** Seconds of 2 R (the overload phase). */
  seconds?: number;
  factor?: number;
  /** Shedding on (the defaults) and/or off, each on a freshly started server. */
  modes?: ('on' | 'off')[];
  /** A client gives up on an answer after this long (counted as a time-out). */
  timeoutMs?: number;
  /** Extra environment for the server (e.g. LOAD_SHED_MAX_IN_FLIGHT to try other limits). */
  serverEnv?: Record<string, string>;
  log?: (line: string) => void;
};

/** One open-loop phase: what was offered and what came back. */
export type Phase = {
  offered_rps: number;
  seconds: number;
  sent: number;
  admitted_rps: number;
  shed_pct: number;
  admitted: { n: number; p50: number; p99: number; max: number };
  shed: { n: number; p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  /** Requests sent but not yet answered when the load stopped (their answers are still counted). */
  outstanding_at_stop: number;
  server: { cpu_pct: number; event_loop_p99_ms: number; rss_mib: number; shed_counted: number };
  /** This process's own CPU (the load driver) and the machine's 1-minute load average after the phase. */
  client_cpu_pct: number;
  load_average: number;
};

export type ModeResult = {
  mode: 'on' | 'off';
  idle: { p50: number; p99: number; normal_below_ms: number };
  at_0_8: Phase;
  overload: Phase;
  /** Seconds from the load stopping until the first of three normal probes in a row; null: not within 60 s. */
  recovery_s: number | null;
  probes: { at_s: number; status: number; ms: number }[];
};

export type OverloadResult = {
  database: string;
  market: string;
  scenario: string;
  sustained_rps: number;
  sustained_p99_ms: number;
  modes: ModeResult[];
};

const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
};

/** A sample's value from the server's /metrics (loopback), summed over label sets; 0 when absent. */
async function scrape(base: string): Promise<(name: string) => number> {
  const text = await fetch(`${base}/metrics`)
    .then((r) => r.text())
    .catch(() => '');
  return (name) =>
    text
      .split('\n')
      .filter((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`))
      .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

/**
 * Sends `rate` requests a second for `seconds`, each at its planned moment whatever is still
 * outstanding (autocannon's overallRate cannot: each connection waits for its answer, so the load
 * stops growing once answers slow down, and the queue it means to show never forms). Latency runs
 * from the planned moment, so a wait for a free connection in this client counts too. Resolves when the last
 * request is sent; `done` when every request has its answer or has timed out.
 */
async function openLoop(base: string, rate: number, seconds: number, pick: () => string, timeoutMs: number) {
  // A fixed pool of two seconds' worth of connections, opened before the phase: beyond it requests
  // wait in this client (and that wait counts), as behind a proxy's pool. One second's worth was too
  // few on PGlite, where every answer, a refusal too, waits for the loop's turn (~1 s under load).
  const sockets = Math.min(4096, Math.ceil(2 * rate));
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const url = new URL(base);
  const admitted: number[] = [];
  const shed: number[] = [];
  let errors = 0;
  let timeouts = 0;
  let outstanding = 0;
  let settle: () => void = () => {};
  const finished = () => {
    outstanding -= 1;
    if (outstanding === 0) settle();
  };
  const send = (planned: number) => {
    outstanding += 1;
    let over = false;
    const req = http.get(
      { host: url.hostname, port: url.port, path: pick(), agent, headers: { accept: 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (over) return;
          over = true;
          clearTimeout(timer);
          const ms = performance.now() - planned;
          if (res.statusCode === 503) shed.push(ms);
          else if (res.statusCode === 200) admitted.push(ms);
          else errors += 1;
          finished();
        });
      },
    );
    const timer = setTimeout(() => {
      if (over) return;
      over = true;
      timeouts += 1;
      req.destroy();
      finished();
    }, timeoutMs);
    req.on('error', () => {
      if (over) return;
      over = true;
      clearTimeout(timer);
      errors += 1;
      finished();
    });
  };
  await warmUp(agent, url, sockets);
  const begin = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate));
    for (; sent < due; sent++) send(begin + (sent / rate) * 1000);
    await sleep(2);
  }
  const outstandingAtStop = outstanding;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
    if (outstanding === 0) resolve();
  }).then(() => {
    agent.destroy();
    return { admitted, shed, errors, timeouts, sent };
  });
  return { outstandingAtStop, done };
}

/**
 * Opens the pool's keep-alive connections before the phase, as a proxy in front of the server keeps
 * its pool open. Otherwise connections are opened under load, hundreds at once: the listen backlog
 * overflows and the kernel's SYN retries (1 s, 3 s, 7 s) show up as latency that says nothing about
 * the server's own queue (measured: `TcpExtListenOverflows` rose by 100 k in one run).
 */
async function warmUp(agent: http.Agent, url: URL, sockets: number) {
  const one = () =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: url.hostname, port: url.port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', () => resolve());
    });
  // Opened in batches, so the warm-up itself stays within the listen backlog; every request of a batch
  // is in flight at once, so each takes a socket of its own.
  for (let opened = 0; opened < sockets; opened += 200)
    await Promise.all(Array.from({ length: Math.min(200, sockets - opened) }, one));
}

/**
 * One open-loop phase. `afterStop` (the recovery probes) starts the moment the last request is sent,
 * while answers to the requests still outstanding come in.
 */
async function phase<T>(
  base: string,
  rate: number,
  seconds: number,
  pick: () => string,
  timeoutMs: number,
  afterStop: () => Promise<T>,
): Promise<{ phase: Phase; then: T }> {
  const before = await scrape(base);
  const clientCpu = process.cpuUsage();
  const loop = await openLoop(base, rate, seconds, pick, timeoutMs);
  const client = process.cpuUsage(clientCpu);
  const after = await scrape(base);
  const [then, r] = await Promise.all([afterStop(), loop.done]);
  const cpu = after('process_cpu_seconds_total') - before('process_cpu_seconds_total');
  const answered = r.admitted.length + r.shed.length;
  return {
    then,
    phase: {
      offered_rps: Math.round(rate),
      seconds,
      sent: r.sent,
      admitted_rps: Math.round(r.admitted.length / seconds),
      shed_pct: answered ? Math.round((r.shed.length / answered) * 1000) / 10 : 0,
      admitted: summary(r.admitted),
      shed: summary(r.shed),
      errors: r.errors,
      timeouts: r.timeouts,
      outstanding_at_stop: loop.outstandingAtStop,
      server: {
        cpu_pct: Math.round((cpu / seconds) * 100),
        // prom-client's event-loop histogram restarts at every scrape: this is the phase's own p99.
        event_loop_p99_ms: Math.round(after('nodejs_eventloop_lag_p99_seconds') * 10_000) / 10,
        rss_mib: Math.round(after('process_resident_memory_bytes') / 1024 / 1024),
        shed_counted: after('bazaar_requests_shed_total') - before('bazaar_requests_shed_total'),
      },
      client_cpu_pct: Math.round((client.user + client.system) / 10_000 / seconds),
      load_average: Math.round(loadavg()[0]! * 10) / 10,
    },
  };
}

/** One answer's time, or the status 0 when it failed or took over 30 s. */
async function probe(base: string, pathname: string) {
  const started = performance.now();
  try {
    const res = await fetch(base + pathname, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return { status: res.status, ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { status: 0, ms: Math.round(performance.now() - started) };
  }
}

async function idleLatency(base: string, pick: () => string) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) times.push((await probe(base, pick())).ms);
  const s = summary(times);
  // "Normal": as fast as an idle server's slowest typical answer, with room for noise on a shared VM.
  return { p50: s.p50, p99: s.p99, normal_below_ms: Math.max(2 * s.p99, s.p99 + 25) };
}

/** Probes once a second from the moment the load stops until three in a row are normal (60 s at most). */
async function recovery(base: string, pick: () => string, normalBelowMs: number) {
  const stopped = performance.now();
  const probes: ModeResult['probes'] = [];
  let streak = 0;
  let firstNormal: number | null = null;
  for (let k = 0; performance.now() - stopped < 60_000; k++) {
    const at = (performance.now() - stopped) / 1000;
    const p = await probe(base, pick());
    probes.push({ at_s: Math.round(at * 10) / 10, ...p });
    if (p.status === 200 && p.ms <= normalBelowMs) {
      if (streak === 0) firstNormal = at;
      streak += 1;
      if (streak === 3) return { recovery_s: Math.round(firstNormal! * 10) / 10, probes };
    } else streak = 0;
    const next = stopped + (k + 1) * 1000;
    await sleep(Math.max(0, next - performance.now()));
  }
  return { recovery_s: null, probes };
}

/** The closed-loop rate the server sustains: autocannon, 50 connections, 3 s warm-up then 10 s. */
async function sustainedRate(base: string, pick: () => string) {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: 50,
      duration,
      timeout: 30,
      headers: { accept: 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, path: pick() }) }],
    });
  await run(3);
  const r = await run(10);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** Runs the whole benchmark; the caller prints or stores what it returns. */
export async function runOverload(options: OverloadOptions = {}): Promise<OverloadResult> {
  const log = options.log ?? console.log;
  // Given (even as undefined: PGlite) by a caller such as bench/all.ts; else DATABASE_URL as usual.
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : process.env.DATABASE_URL;
  const scenario = SCENARIOS.find((s) => s.name === (options.scenario ?? 'category-page'));
  if (!scenario) throw new Error(`No scenario ${options.scenario} in bench/scenarios.ts`);
  const seconds = options.seconds ?? 20;
  const factor = options.factor ?? 2;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const dataDir = databaseUrl ? null : await mkdtemp(path.join(tmpdir(), 'bazaar-overload-'));
  log(`Preparing the demo market on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} …`);
  const handle = openDatabase({ databaseUrl, dataDir: dataDir ?? path.join(root, 'data') });
  await handle.migrate();
  await seedDemoMarket(handle.db, dataDir ?? path.join(root, 'data'));
  await handle.close();

  const result: OverloadResult = {
    database: databaseUrl ? 'postgres' : 'pglite',
    market: '',
    scenario: `${scenario.name} (answer cache off): ${scenario.what}`,
    sustained_rps: 0,
    sustained_p99_ms: 0,
    modes: [],
  };
  try {
    for (const mode of options.modes ?? ['on', 'off']) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // DATABASE_URL always set for the server (empty: PGlite), so this process's own does not leak in.
      const env: Record<string, string> = {
        CATALOGUE_CACHE: 'off',
        LOAD_SHEDDING: mode,
        // Its pool of up to thousands of connections stands for a proxy's: no per-address cap (decision 220).
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        DATABASE_URL: databaseUrl ?? '',
        ...options.serverEnv,
      };
      if (dataDir) env.DATA_DIR = dataDir;
      const server = await startServer(port, env);
      try {
        await waitForSearchIndex(base);
        const market = await discoverMarket(base);
        result.market = market.summary;
        const pick = scenario.paths(market);
        const idle = await idleLatency(base, pick);
        log(
          `\nShedding ${mode}: idle p50 ${idle.p50} ms, p99 ${idle.p99} ms (normal: < ${idle.normal_below_ms} ms)`,
        );
        if (result.sustained_rps === 0) {
          const sustained = await sustainedRate(base, pick);
          result.sustained_rps = sustained.rps;
          result.sustained_p99_ms = sustained.p99;
          log(
            `Sustained rate R = ${sustained.rps} req/s (closed loop, 50 connections, p99 ${sustained.p99} ms, ${sustained.non2xx + sustained.errors} not 200)`,
          );
        }
        const R = result.sustained_rps;
        const { phase: below } = await phase(base, 0.8 * R, 10, pick, timeoutMs, async () => null);
        log(`  0.8 R: ${row(below)}`);
        await sleep(2000);
        const { phase: over, then: back } = await phase(base, factor * R, seconds, pick, timeoutMs, () =>
          recovery(base, pick, idle.normal_below_ms),
        );
        log(`  ${factor} R: ${row(over)}`);
        log(
          `  after the load: ${back.recovery_s === null ? 'not normal within 60 s' : `normal after ${back.recovery_s} s`} (probes: ${back.probes
            .slice(0, 8)
            .map((p) => `${p.status}/${Math.round(p.ms)}ms`)
            .join(' ')}${back.probes.length > 8 ? ' …' : ''})`,
        );
        result.modes.push({ mode, idle, at_0_8: below, overload: over, ...back });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
    }
  } finally {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}

const row = (p: Phase) =>
  `offered ${p.offered_rps}/s: admitted ${p.admitted_rps} req/s (p50 ${p.admitted.p50}, p99 ${p.admitted.p99} ms), shed ${p.shed_pct}% (p50 ${p.shed.p50}, p99 ${p.shed.p99} ms), ${p.errors} errors, ${p.timeouts} time-outs, ${p.outstanding_at_stop} outstanding at stop; server CPU ${p.server.cpu_pct}%, event loop p99 ${p.server.event_loop_p99_ms} ms; load driver CPU ${p.client_cpu_pct}%, machine load ${p.load_average}`;

export function printOverload(result: OverloadResult) {
  console.log(
    `\n${result.database}, ${result.market}; ${result.scenario}; R = ${result.sustained_rps} req/s`,
  );
  console.table(
    result.modes.flatMap((m) =>
      (
        [
          ['0.8 R', m.at_0_8],
          ['2 R', m.overload],
        ] as const
      ).map(([load, p]) => ({
        shedding: m.mode,
        load,
        'offered/s': p.offered_rps,
        'admitted/s': p.admitted_rps,
        'shed %': p.shed_pct,
        'adm p50': p.admitted.p50,
        'adm p99': p.admitted.p99,
        'shed p50': p.shed.p50,
        'shed p99': p.shed.p99,
        errors: p.errors,
        'time-outs': p.timeouts,
        'cpu %': p.server.cpu_pct,
        'loop p99': p.server.event_loop_p99_ms,
        'load avg': p.load_average,
        'back to normal s': load === '2 R' ? (m.recovery_s ?? '> 60') : '',
      })),
    ),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values: args } = parseArgs({
    options: {
      seconds: { type: 'string', default: '20' },
      factor: { type: 'string', default: '2' },
      scenario: { type: 'string', default: 'category-page' },
      modes: { type: 'string', default: 'on,off' },
      timeout: { type: 'string', default: '10' },
    },
  });
  const modes = args.modes.split(',') as ('on' | 'off')[];
  if (!modes.every((m) => m === 'on' || m === 'off')) throw new Error('--modes is on, off or on,off');
  runOverload({
    seconds: Number(args.seconds),
    factor: Number(args.factor),
    scenario: args.scenario,
    modes,
    timeoutMs: Number(args.timeout) * 1000,
  })
    .then(async (result) => {
      printOverload(result);
      await saveResult('overload', result.database, result);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
