import type { ConnectionLimits } from '../platform/connections';
import type { Env } from './env';

/** The connection limits the environment sets (decision 220). */
export function connectionLimits(env: Env): ConnectionLimits {
  return {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    maxPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    trustedProxies: env.TRUSTED_PROXY,
  };
}
