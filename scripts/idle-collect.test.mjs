import { describe, expect, it } from 'vitest';
import { GROWTH_BYTES, IDLE_UTILISATION, shouldCollect } from './idle-collect.mjs';

const MiB = 1024 * 1024;

describe('idle collection of npm start', () => {
  it.each([
    ['quiet, heap grew by 20 MiB since the last collection', 0.001, 70 * MiB, 50 * MiB, true],
    ['quiet, heap grew by exactly the threshold', 0.0, 50 * MiB + GROWTH_BYTES, 50 * MiB, true],
    ['quiet, heap grew by less than the threshold', 0.001, 52 * MiB, 50 * MiB, false],
    ['quiet, heap smaller than after the last collection', 0.001, 40 * MiB, 50 * MiB, false],
    ['busy (serving traffic), heap grew a lot', 0.5, 90 * MiB, 50 * MiB, false],
    ['just over the idle line', IDLE_UTILISATION, 90 * MiB, 50 * MiB, false],
    ['first check after start, never collected', 0.01, 70 * MiB, 0, true],
  ])('%s', (_, utilisation, heapUsed, heapAfterLast, expected) => {
    expect(shouldCollect({ utilisation, heapUsed, heapAfterLast })).toBe(expected);
  });
});
