// Idle collection for `npm start` (decision 208). V8 leaves a server that has gone quiet holding the
// garbage of its last busy moment (the start: migrations, seeding, the search index; or a burst of
// traffic) for a long time: measured 74 MiB of heap "used" at idle where a full collection leaves 52.
// Once the event loop has been nearly idle for 5 s (two periods) and the heap has grown since the last
// collection, this collects once; a busy server is never interrupted, and a quiet one pays one
// collection (tens of milliseconds) per quiet spell, not one per period.
//
// A burst also grows V8's young generation (one page rendered after a start: from 1 to 8 MiB, all of
// it resident, while the heap used grew by 3), and V8 gives that back only in a collection that
// follows slow allocation (it reckons the rate over the last 5 s): a collection right after the burst
// kept it until V8's own memory reducer ran, 15 to 25 s later. Waiting for 5 s of quiet makes the one
// collection give back both; a young generation still large after it (or grown without the heap
// used) is collected again after the next 5 s of quiet, up to twice until it has shrunk.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Event-loop utilisation below which a period counts as idle. */
export const IDLE_UTILISATION = 0.05;
/** Heap growth since the last collection that makes one worth it. */
export const GROWTH_BYTES = 4 * 1024 * 1024;
/** A young generation held above this at idle is one a collection after slow allocation shrinks. */
export const YOUNG_IDLE_BYTES = 2 * 1024 * 1024;
/** Collections a large young generation is given to shrink before it is left to V8. */
export const YOUNG_TRIES = 2;
/** Quiet periods in a row, and since the last collection, before one (5 s: V8's window for the rate). */
export const QUIET_PERIODS = 2;

/** Quiet periods in a row after one with `utilisation` of the event loop. */
export const quietPeriodsAfter = (previous, utilisation) =>
  utilisation < IDLE_UTILISATION ? previous + 1 : 0;

/**
 * Whether to collect now, and why. Never before the event loop has been quiet for QUIET_PERIODS in a
 * row since the last collection (`quietPeriods`, the one just ended included); then 'growth' when the
 * heap used grew enough since the last collection (`heapAfterLast`), or 'young' when the young
 * generation is large (`youngBytes`) and fewer than YOUNG_TRIES such collections have left it so
 * (`youngTries`).
 * @returns {'growth' | 'young' | null}
 */
export function collectionDue({ quietPeriods, heapUsed, heapAfterLast, youngBytes, youngTries }) {
  if (quietPeriods < QUIET_PERIODS) return null;
  if (heapUsed - heapAfterLast >= GROWTH_BYTES) return 'growth';
  if (youngBytes > YOUNG_IDLE_BYTES && youngTries < YOUNG_TRIES) return 'young';
  return null;
}

const youngGeneration = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;

/** Checks every `periodMs` (unref'd: it never keeps the process alive). */
export function collectWhenIdle(periodMs = 2_500) {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  let heapAfterLast = 0;
  let youngTries = 0;
  let quietPeriods = 0;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    quietPeriods = quietPeriodsAfter(quietPeriods, utilization);
    const youngBytes = youngGeneration();
    if (youngBytes <= YOUNG_IDLE_BYTES) youngTries = 0;
    const heapUsed = process.memoryUsage().heapUsed;
    const due = collectionDue({ quietPeriods, heapUsed, heapAfterLast, youngBytes, youngTries });
    if (!due) return;
    gc();
    gc(); // the second gives back the pages the first one's sweep emptied
    heapAfterLast = process.memoryUsage().heapUsed;
    // Reset at the next check if this one shrank it.
    if (due === 'young') youngTries += 1;
    quietPeriods = 0;
    last = performance.eventLoopUtilization(); // the collection itself is not traffic
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
