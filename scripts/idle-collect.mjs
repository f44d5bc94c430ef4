// Idle collection for `npm start` (decision 208). V8 leaves a server that has gone quiet holding the
// garbage of its last busy moment (the start: migrations, seeding, the search index; or a burst of
// traffic) for a long time: measured 74 MiB of heap "used" at idle where a full collection leaves 52.
// Once the event loop has been nearly idle for a whole period and the heap has grown since the last
// collection, this collects once; a busy server is never interrupted, and a quiet one pays one
// collection (tens of milliseconds) per quiet spell, not one per period.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Event-loop utilisation below which a period counts as idle. */
export const IDLE_UTILISATION = 0.05;
/** Heap growth since the last collection that makes one worth it. */
export const GROWTH_BYTES = 4 * 1024 * 1024;

/** Whether to collect now: quiet for the whole period, and enough garbage possible since the last. */
export const shouldCollect = ({ utilisation, heapUsed, heapAfterLast }) =>
  utilisation < IDLE_UTILISATION && heapUsed - heapAfterLast >= GROWTH_BYTES;

/** Checks every `periodMs` (unref'd: it never keeps the process alive). */
export function collectWhenIdle(periodMs = 5_000) {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  let heapAfterLast = 0;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const heapUsed = process.memoryUsage().heapUsed;
    if (!shouldCollect({ utilisation: utilization, heapUsed, heapAfterLast })) return;
    gc();
    gc(); // the second gives back the pages the first one's sweep emptied
    heapAfterLast = process.memoryUsage().heapUsed;
    last = performance.eventLoopUtilization(); // the collection itself is not traffic
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
