import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import { trackingProgress, trackingSteps } from './tracking';

describe('the four tracking steps, derived from the status (spec §4)', () => {
  it('are the spec steps in order', () => {
    expect(trackingSteps('pending').map((s) => t(s.key))).toEqual([
      'Order placed',
      'Order confirmed',
      'Preparing item',
      'Delivery on the way',
    ]);
  });

  it.each([
    ['pending', 1, false, null],
    ['confirmed', 2, false, null],
    ['accepted', 2, false, null],
    ['processing', 3, false, null],
    ['handover', 3, false, null],
    ['picked_up', 4, false, null],
    ['delivered', 4, true, null],
    ['refund_requested', 4, true, null],
    ['refunded', 4, true, null],
    ['canceled', 1, false, 'canceled'],
    ['failed', 1, false, 'failed'],
    ['returned', 4, false, 'returned'],
  ] as const)('%s: %s steps done, delivered %s, halted %s', (status, reached, delivered, halted) => {
    expect(trackingProgress(status)).toEqual({ reached, delivered, halted });
    expect(trackingSteps(status).filter((s) => s.done)).toHaveLength(reached);
  });
});
