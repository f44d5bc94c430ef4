import { describe, expect, it } from 'vitest';
import { cachedOr, loadingCache } from './loading-cache';

/** A load that resolves when the test says, counting how often it ran. */
function gate(values: number[]) {
  let runs = 0;
  const waiting: (() => void)[] = [];
  const load = () =>
    new Promise<number>((resolve) => {
      const value = values[runs++]!;
      waiting.push(() => resolve(value));
    });
  return {
    load,
    runs: () => runs,
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('loadingCache', () => {
  it('runs one load for every caller that asks for a key at once, then answers from memory', async () => {
    const cache = loadingCache<number>(60_000);
    const { load, runs, release } = gate([7, 8]);
    const answers = Promise.all([cachedOr(cache, 'k', load), cachedOr(cache, 'k', load)]);
    release();
    expect(await answers).toEqual([7, 7]);
    expect(await cachedOr(cache, 'k', load)).toBe(7);
    expect(runs()).toBe(1);
  });

  it('a load overtaken by clear() is run again: its callers get the value read after the change', async () => {
    const cache = loadingCache<number>(60_000);
    const { load, runs, release } = gate([1, 2]);
    const answer = cachedOr(cache, 'k', load);
    cache.clear();
    await Promise.resolve();
    release();
    await new Promise((r) => setTimeout(r, 0));
    release();
    expect(await answer).toBe(2);
    expect(runs()).toBe(2);
  });

  it('forgets a value after its time to live and keeps at most max keys', async () => {
    const cache = loadingCache<number>(20, 2);
    let n = 0;
    const load = async () => ++n;
    expect(await cachedOr(cache, 'a', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cachedOr(cache, 'a', load)).toBe(2);
    await cachedOr(cache, 'b', load);
    await cachedOr(cache, 'c', load);
    expect(cache.size).toBe(2);
    expect(cache.has('a')).toBe(false);
  });
});
