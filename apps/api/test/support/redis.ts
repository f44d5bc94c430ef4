import { createConnection } from 'node:net';

/** The Redis the Redis-backed tests use (a server answers here on the development machines and in CI). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis server answers at TEST_REDIS_URL. */
export const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const url = new URL(TEST_REDIS_URL);
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
