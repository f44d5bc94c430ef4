// `npm run bench:memory`: how much memory `npm start` holds and how fast it starts. Starts
// scripts/start.mjs (the embedded default: PGlite in the same process, storefront mounted, the demo
// market seeded) on a fresh data folder and a free loopback port, times the first start to /healthz,
// reads the process's resident memory at idle, warms it up (home, a category, a product and a store page
// N times each, the product's picture at 640 px), reads it again after an idle pause, then stops it and times a
// restart on the same folder (to /healthz and to the first home page). Prints the figures and writes
// bench/results/idle-memory.json. Figures only; nothing passes or fails. Not part of `npm test`.
//
//   npm run bench:memory -- [--idle 10] [--rounds 20] [--no-build] [--keep]
//
// Generic on purpose: it measures whatever the process holds (caches, search indexes…), from outside,
// through /proc/<pid>/status (VmRSS = RssAnon + RssFile + RssShmem; VmHWM the peak).
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { npmStart, spawnNpmStart } from '../scripts/start-command.mjs';
import { samplePages } from './scenarios.ts';
import { freePort, isEntry } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The environment and node flags `npm start` runs the server with (scripts/start-command.mjs). */
export const { env: startEnv, flags: nodeFlags } = npmStart;

export type Memory = { rss_mib: number; anon_mib: number; file_mib: number; peak_mib: number };

export async function memoryOf(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mib = (key: string) => {
    const kib = Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
    return Math.round((kib / 1024) * 10) / 10;
  };
  return {
    rss_mib: mib('VmRSS'),
    anon_mib: mib('RssAnon'),
    file_mib: mib('RssFile'),
    peak_mib: mib('VmHWM'),
  };
}

const envWords = () =>
  Object.entries(startEnv)
    .map(([name, value]) => `${name}=${value} `)
    .join('');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The peak resident memory of `pid` while something runs: /proc read every 200 ms until `stop()`,
 * which answers the highest VmRSS seen (MiB), or null when it could not be read.
 */
export function sampleRss(pid: number) {
  let peak: number | null = null;
  const read = () =>
    memoryOf(pid)
      .then((m) => {
        if (Number.isFinite(m.rss_mib)) peak = Math.max(peak ?? 0, m.rss_mib);
      })
      .catch(() => {});
  void read();
  const timer = setInterval(read, 200);
  return async () => {
    clearInterval(timer);
    await read();
    return peak;
  };
}

/** Lines of the server's output kept for an error message (the last ones; a long run would pile up). */
const LOG_KEPT = 200;

/**
 * Starts `npm start`'s server (scripts/start.mjs, as `npm start` runs it) and times it to a 200 on
 * /healthz. `env` adds to this process's environment (DATABASE_URL '' means the embedded database).
 */
export async function start(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; ms: number; log: string[] }> {
  const log: string[] = [];
  const keep = (c: Buffer) => {
    log.push(c.toString());
    if (log.length > LOG_KEPT) log.shift();
  };
  const began = performance.now();
  const child = spawnNpmStart(
    process.env,
    { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (;;) {
    if (exited !== undefined) throw new Error(`The server exited with ${exited}:\n${log.join('')}`);
    if (performance.now() - began > 300_000)
      throw new Error('The server did not answer /healthz within 300 s');
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, ms: Math.round(performance.now() - began), log };
    await sleep(25);
  }
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Each page `rounds` times, one after another, and the first stored image a product page shows. */
async function warmUp(base: string, rounds: number) {
  const pages = (await samplePages(base)).map((p) => p.path);
  const statuses: Record<string, number> = {};
  let image: string | null = null;
  for (let i = 0; i < rounds; i++) {
    for (const page of pages) {
      const res = await fetch(`${base}${page}`);
      const body = await res.text();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (!image && page.startsWith('/product/')) {
        const stored = body.match(/\/storage\/[^"'\s?]+\.(?:png|jpe?g|webp|svg)/g) ?? [];
        image = stored.find((url) => url.startsWith('/storage/item/')) ?? stored[0] ?? null;
      }
    }
  }
  if (image) {
    const res = await fetch(`${base}${image}?w=640`);
    await res.arrayBuffer();
    statuses[`image ${res.status}`] = 1;
  }
  return { pages, image, statuses };
}

async function main(args: Args) {
  const idleMs = Number(args.idle) * 1000;
  const rounds = Number(args.rounds);
  if (!args['no-build']) {
    // Built beforehand so the timed first start is the server's, not the storefront build's.
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-idle-memory-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let running: ChildProcess | null = null;
  try {
    console.log(
      `First start on a new data folder (${dataDir}), port ${port}, ${envWords()}node ${nodeFlags.join(' ')}…`,
    );
    const first = await start(port, dataDir);
    running = first.child;
    const pid = first.child.pid!;
    await sleep(idleMs);
    const idleCold = await memoryOf(pid);
    console.log(`  /healthz after ${first.ms} ms; idle ${args.idle} s: ${idleCold.rss_mib} MiB`);
    const warm = await warmUp(base, rounds);
    const afterWarmUp = await memoryOf(pid);
    await sleep(idleMs);
    const idleWarm = await memoryOf(pid);
    console.log(
      `  warmed up (${JSON.stringify(warm.statuses)}); idle ${args.idle} s: ${idleWarm.rss_mib} MiB`,
    );
    await stop(first.child);

    console.log('Restart on the same data folder…');
    const began = performance.now();
    const again = await start(port, dataDir);
    running = again.child;
    const home = await fetch(`${base}/`);
    await home.text();
    const restartHomeMs = Math.round(performance.now() - began);
    await sleep(idleMs);
    const idleRestart = await memoryOf(again.child.pid!);
    await stop(again.child);
    running = null;

    const result = {
      when: new Date().toISOString(),
      node: process.version,
      node_flags: nodeFlags,
      start_env: startEnv,
      idle_seconds: Number(args.idle),
      warm_up: { rounds, pages: warm.pages, image: warm.image, statuses: warm.statuses },
      first_start_ms: first.ms,
      restart_ms: again.ms,
      restart_first_page_ms: restartHomeMs,
      restart_first_page_status: home.status,
      memory: {
        idle_cold: idleCold,
        after_warm_up: afterWarmUp,
        idle_after_warm_up: idleWarm,
        idle_restart: idleRestart,
      },
    };
    const rows = [
      ['idle, cold (first start)', idleCold],
      ['right after warm-up', afterWarmUp],
      ['idle after warm-up', idleWarm],
      ['idle, cold (restart)', idleRestart],
    ] as const;
    console.log('\nResident memory (MiB)             RSS    anon   file   peak');
    for (const [label, m] of rows) {
      const cell = (n: number) => n.toFixed(1).padStart(7);
      console.log(
        `  ${label.padEnd(30)}${cell(m.rss_mib)}${cell(m.anon_mib)}${cell(m.file_mib)}${cell(m.peak_mib)}`,
      );
    }
    console.log('\nStart times');
    console.log(`  first start, new data folder, to /healthz   ${first.ms} ms`);
    console.log(`  restart, same folder, to /healthz           ${again.ms} ms`);
    console.log(`  restart, same folder, to the home page      ${restartHomeMs} ms (${home.status})`);
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    const file = path.join(root, 'bench', 'results', 'idle-memory.json');
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(root, file)}`);
  } finally {
    if (running) await stop(running);
    if (!args.keep) await rm(dataDir, { recursive: true, force: true });
  }
}

function parseOptions() {
  return parseArgs({
    options: {
      idle: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '20' },
      'no-build': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  }).values;
}
type Args = ReturnType<typeof parseOptions>;

if (isEntry(import.meta.filename)) await main(parseOptions());
