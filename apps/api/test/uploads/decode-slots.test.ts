import { describe, expect, it } from 'vitest';
import { DecodeSlots } from '../../src/uploads/decode-slots';

/** A piece of work that runs until released, recording how many ran at once. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('DecodeSlots', () => {
  it('runs at most `size` pieces of work at once, the rest in arrival order', async () => {
    const slots = new DecodeSlots(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(slots.load).toEqual({ running: 2, waiting: 2 });
    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    const slots = new DecodeSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it('needs at least one slot', () => {
    expect(() => new DecodeSlots(0)).toThrow();
  });
});
