// The API under test as its own process on 127.0.0.1 (bench/api-server.ts): load comes from another
// process, as it would in production. Shared by every benchmark under bench/.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Whether the module at `filename` is the command that was run (`node --import tsx bench/x.ts`), not
 * imported by another benchmark (bench/all.ts): each bench parses its options and runs only then.
 */
export const isEntry = (filename: string) =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === filename;

/** A free loopback port from BENCH_PORT (default 3400) upwards. */
export async function freePort(from = Number(process.env.BENCH_PORT ?? 3400)): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}–${from + 99}`);
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench', 'api-server.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The API did not start within 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The API exited with ${code}`)));
  });
  return child;
}

/**
 * Waits until the server answers search from its in-memory index (`bazaar_search_index_ready 1` on
 * /metrics): on the 100k market it builds for seconds after start, and a bench started before would
 * measure the build. Returns how long it waited (ms).
 */
export async function waitForSearchIndex(base: string, limitMs = 300_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const text = await fetch(`${base}/metrics`)
      .then((r) => r.text())
      .catch(() => '');
    if (/^bazaar_search_index_ready 1$/m.test(text)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The search index was not ready within ${limitMs / 1000} s`);
}

/** Polls /healthz until it answers 200; fails when the server exits first or after `limitMs`. */
export async function waitForHealth(base: string, server: ChildProcess, limitMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (server.exitCode !== null) throw new Error(`The marketplace exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The marketplace did not become healthy within ${limitMs / 1000} s`);
}
