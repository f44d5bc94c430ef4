/**
 * How many pages are rendered at once (decision 215). React renders a page in one go once its data is
 * in, and fifty renders interleaved each hold their page's memory for fifty times as long: measured on
 * the 100k market, 50 connections of fresh product pages gave 12 pages/s (p99 5.5 s) unbounded and
 * 22 (p99 3.3 s) four at a time, the rest spent collecting garbage. Four keep the database calls of
 * several pages overlapping.
 */
export const RENDERS_AT_ONCE = 4;

/**
 * How long a page waits for a turn before it is rendered anyway, outside the gate: the gate orders
 * work under load and must never make a page wait on a render that does not end.
 */
export const MAX_TURN_WAIT_MS = 5_000;

/** A place in the gate: `ready` resolves when this render may start; `leave` frees it (once). */
export type Turn = { ready: Promise<void>; leave: () => void };

/**
 * A first-come first-served gate of `max` places. A turn left before it started (the visitor went
 * away while waiting) gives up its place in line and never holds a slot.
 */
export function renderGate(max = RENDERS_AT_ONCE) {
  let running = 0;
  const line: { start: () => void; gone: boolean }[] = [];
  const next = () => {
    while (running < max && line.length) {
      const waiter = line.shift()!;
      if (waiter.gone) continue;
      running++;
      waiter.start();
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.filter((w) => !w.gone).length;
    },
    enter(): Turn {
      let state: 'waiting' | 'running' | 'left' = 'waiting';
      const waiter = { start: () => {}, gone: false };
      const ready = new Promise<void>((resolve) => {
        waiter.start = () => {
          state = 'running';
          resolve();
        };
      });
      line.push(waiter);
      next();
      const leave = () => {
        if (state === 'left') return;
        if (state === 'running') running--;
        else waiter.gone = true;
        state = 'left';
        next();
      };
      return { ready, leave };
    },
  };
}
