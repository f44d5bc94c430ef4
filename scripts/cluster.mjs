#!/usr/bin/env node
// `npm run cluster` (docs/scaling.md): three real servers (scripts/start.mjs, as `npm start` runs one),
// each on its own loopback port, on one PostgreSQL database and one Redis, behind a round-robin
// balancer on PORT. Prints which process served each request (CLUSTER_LOG=summary: a tally every 10 s),
// health-checks the members and skips a dead one. Ctrl-C stops everything.
//
//   PORT            the balancer's port (default 3000); members listen on PORT+1 … PORT+CLUSTER_SIZE
//   CLUSTER_SIZE    how many API processes (default 3)
//   DATABASE_URL    default postgres://postgres@127.0.0.1:5432/bazaar_cluster (created when missing)
//   REDIS_URL       default redis://127.0.0.1:6379 (shared abuse limits; without it each process counts alone)
//   DATA_DIR        shared by the members (pictures, uploads, payment secret, VAPID keys); default data/cluster
import { createConnection } from 'node:net';
import pg from 'pg';
import { startBalancer } from './cluster-balancer.mjs';
import { spawnNpmStart } from './start-command.mjs';

const port = Number(process.env.PORT ?? 3000);
const size = Number(process.env.CLUSTER_SIZE ?? 3);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bazaar_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dataDir = process.env.DATA_DIR || 'data/cluster';
const perRequest = process.env.CLUSTER_LOG !== 'summary';
const START_TIMEOUT_MS = 300_000; // the first start may build the storefront and seed the demo market

const log = (line) => console.log(`[cluster] ${line}`);

/** Creates the database when the server answers but it does not exist yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

const redisAnswers = (url) =>
  new Promise((resolve) => {
    const { hostname, port: redisPort } = new URL(url);
    const socket = createConnection({ host: hostname, port: Number(redisPort || 6379) });
    socket.setTimeout(1000, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Starts one member: `npm start`'s script, behind the balancer (the only proxy it trusts). */
function startMember(member, redis) {
  const child = spawnNpmStart(
    process.env,
    {
      HOST: '127.0.0.1',
      PORT: String(member.port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis ? redisUrl : '',
      DATA_DIR: dataDir,
      TRUSTED_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  member.pid = child.pid;
  member.child = child;
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) console.log(`[${member.name}] ${line}`);
    });
  child.on('exit', (code, signal) => {
    member.exited = true;
    member.up = false;
    if (!stopping) log(`${member.name} (pid ${child.pid}) exited (${signal ?? code}): skipped from now on`);
  });
}

/** Waits until a member answers GET /healthz with 200. */
async function waitHealthy(member) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (member.exited) throw new Error(`${member.name} exited while starting`);
    const ok = await fetch(`http://127.0.0.1:${member.port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) {
      member.up = true;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${member.name} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
}

let stopping = false;
let balancer = null;
const members = Array.from({ length: size }, (_, i) => ({
  name: `api-${i + 1}`,
  port: port + i + 1,
  up: false,
  served: 0,
}));

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await balancer?.close();
  // A member that has not closed within 10 s is killed: Ctrl-C must not leave a server behind.
  await Promise.all(
    members
      .filter((m) => m.child && !m.exited)
      .map(
        (m) =>
          new Promise((done) => {
            const force = setTimeout(() => m.child.kill('SIGKILL'), 10_000);
            m.child.once('exit', () => done(clearTimeout(force)));
            m.child.kill('SIGTERM');
          }),
      ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  await ensureDatabase(databaseUrl);
  const redis = await redisAnswers(redisUrl);
  if (!redis) log(`Redis does not answer at ${redisUrl}: each process counts abuse limits on its own`);
  // The first member migrates the database and seeds the demo market; the others start once it answers
  // (migrations would wait on their lock anyway, but seeding the demo market is for one process).
  const [first, ...rest] = members;
  startMember(first, redis);
  await waitHealthy(first);
  log(`${first.name} is up (migrations and demo market done)`);
  for (const member of rest) startMember(member, redis);
  await Promise.all(rest.map(waitHealthy));

  balancer = await startBalancer({
    port,
    members,
    log,
    logRequest: perRequest
      ? (member, req, status, ms) =>
          console.log(`${member.name}  ${req.method} ${req.url}  ${status}  ${ms} ms`)
      : undefined,
  });
  log(`http://127.0.0.1:${port} → round robin over ${size} API processes`);
  for (const m of members)
    log(`  ${m.name}  http://127.0.0.1:${m.port}  pid ${m.pid}  (kill it to see it skipped)`);
  log(
    `database ${new URL(databaseUrl).pathname.slice(1)}, rate limits in ${redis ? redisUrl : 'each process'}`,
  );
  if (!perRequest) {
    const tally = setInterval(() => {
      log(members.map((m) => `${m.name} ${m.up ? 'up' : 'down'} served ${m.served}`).join(' · '));
    }, 10_000);
    tally.unref();
  }
} catch (err) {
  console.error(`[cluster] ${err instanceof Error ? err.message : err}`);
  await stop(1);
}
