import { describe, expect, it } from 'vitest';
import {
  collectionDue,
  GROWTH_BYTES,
  IDLE_UTILISATION,
  QUIET_PERIODS,
  quietPeriodsAfter,
  YOUNG_IDLE_BYTES,
  YOUNG_TRIES,
} from './idle-collect.mjs';

const MiB = 1024 * 1024;
const quiet = QUIET_PERIODS;

describe('idle collection of npm start', () => {
  it.each([
    ['quiet, heap grew by 20 MiB since the last collection', quiet, 70 * MiB, 50 * MiB, 1 * MiB, 0, 'growth'],
    [
      'quiet, heap grew by exactly the threshold',
      quiet,
      50 * MiB + GROWTH_BYTES,
      50 * MiB,
      1 * MiB,
      0,
      'growth',
    ],
    ['quiet, heap grew by less than the threshold', quiet, 52 * MiB, 50 * MiB, 1 * MiB, 0, null],
    ['quiet, heap smaller than after the last collection', quiet, 40 * MiB, 50 * MiB, 1 * MiB, 0, null],
    ['first quiet spell after the start, never collected', quiet, 70 * MiB, 0, 8 * MiB, 0, 'growth'],
    ['quiet for a longer spell', quiet + 3, 70 * MiB, 50 * MiB, 1 * MiB, 0, 'growth'],
    ['busy in the period just ended, heap grew a lot', 0, 90 * MiB, 50 * MiB, 8 * MiB, 0, null],
    [
      'quiet for one period only: V8 would keep the young generation',
      quiet - 1,
      90 * MiB,
      50 * MiB,
      8 * MiB,
      0,
      null,
    ],
    // One page rendered after a start: the young generation grew from 1 to 8 MiB, the heap used by 3.
    [
      'quiet, heap used grew by 3 MiB, young generation at 8 MiB',
      quiet,
      53 * MiB,
      50 * MiB,
      8 * MiB,
      0,
      'young',
    ],
    [
      'quiet, a collection has left the young generation large',
      quiet,
      52 * MiB,
      51 * MiB,
      8 * MiB,
      1,
      'young',
    ],
    ['quiet, the young generation is small', quiet, 52 * MiB, 51 * MiB, YOUNG_IDLE_BYTES, 0, null],
    [
      'quiet, the young generation stayed large after its tries',
      quiet,
      52 * MiB,
      51 * MiB,
      8 * MiB,
      YOUNG_TRIES,
      null,
    ],
  ])('%s', (_, quietPeriods, heapUsed, heapAfterLast, youngBytes, youngTries, expected) => {
    expect(collectionDue({ quietPeriods, heapUsed, heapAfterLast, youngBytes, youngTries })).toBe(expected);
  });

  it.each([
    ['a quiet period adds one', 2, 0.001, 3],
    ['the first quiet period', 0, 0.0, 1],
    ['a busy period starts again', 5, 0.3, 0],
    ['just over the idle line is busy', 5, IDLE_UTILISATION, 0],
  ])('%s', (_, previous, utilisation, expected) => {
    expect(quietPeriodsAfter(previous, utilisation)).toBe(expected);
  });
});
