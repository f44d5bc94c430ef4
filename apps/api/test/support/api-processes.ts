import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = path.join(import.meta.dirname, 'api-process.ts');

export type ApiProcess = { base: string; child: ChildProcess; stop(): Promise<void> };

export type ApiProcessOptions = {
  /** Rate-limit counters in this Redis, shared with every process given the same URL (decision 305). */
  redisUrl?: string;
  /** Proxies whose X-Forwarded-For the process believes (TRUSTED_PROXY), so a test can vary the address. */
  trustedProxy?: string;
};

/** Starts an API process of its own (api-process.ts) on `databaseUrl`; resolves once it listens. */
export function startApiProcess(
  databaseUrl: string,
  dataDir: string,
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Empty unless asked for: a REDIS_URL in the runner's own environment does not leak in.
      REDIS_URL: options.redisUrl ?? '',
      TRUSTED_PROXY: options.trustedProxy ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (http:\/\/\S+)/.exec(chunk.toString());
      if (!match?.[1]) return;
      resolve({
        base: match[1],
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
