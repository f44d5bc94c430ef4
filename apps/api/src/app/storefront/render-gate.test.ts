import { describe, expect, it } from 'vitest';
import { renderGate } from './render-gate';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('renderGate: at most N renders at once, first come first served', () => {
  it('starts the first N at once and the next as each leaves, in order', async () => {
    const gate = renderGate(2);
    const started: number[] = [];
    const turns = [0, 1, 2, 3].map((i) => {
      const turn = gate.enter();
      void turn.ready.then(() => started.push(i));
      return turn;
    });
    await settle();
    expect(started).toEqual([0, 1]);
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 2, waiting: 2 });
    turns[1]!.leave();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    turns[0]!.leave();
    turns[0]!.leave(); // leaving twice frees one place only
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(gate.running).toBe(2);
  });

  it('a visitor who leaves while waiting gives up the place and never holds a slot', async () => {
    const gate = renderGate(1);
    const first = gate.enter();
    const gone = gate.enter();
    const third = gate.enter();
    let goneStarted = false;
    let thirdStarted = false;
    void gone.ready.then(() => {
      goneStarted = true;
    });
    void third.ready.then(() => {
      thirdStarted = true;
    });
    gone.leave();
    first.leave();
    await settle();
    expect(goneStarted).toBe(false);
    expect(thirdStarted).toBe(true);
    third.leave();
    expect({ running: gate.running, waiting: gate.waiting }).toEqual({ running: 0, waiting: 0 });
  });
});
