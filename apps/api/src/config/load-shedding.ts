import type { LoadSheddingOptions } from '../platform/load-shedding';
import type { Env } from './env';

/** The load-shedding limits the environment sets (decision 210), or null when LOAD_SHEDDING=off. */
export function sheddingOptions(env: Env): LoadSheddingOptions | null {
  if (env.LOAD_SHEDDING === 'off') return null;
  return {
    maxInFlight: env.LOAD_SHED_MAX_IN_FLIGHT,
    maxQueue: env.LOAD_SHED_QUEUE,
    maxWaitMs: env.LOAD_SHED_MAX_WAIT_MS,
    maxBusyMs: env.LOAD_SHED_MAX_BUSY_MS,
    retryAfterSeconds: env.LOAD_SHED_RETRY_AFTER_S,
  };
}
