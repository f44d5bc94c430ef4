/**
 * At most `size` pieces of work at a time; the rest wait their turn, first come first served. Used to
 * bound how many large pictures are decoded at once, so a burst of uploads cannot exhaust memory.
 */
export class DecodeSlots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`DecodeSlots needs a size of at least 1`);
  }

  /** How many pieces of work are running now, and how many wait. */
  get load() {
    return { running: this.busy, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy < this.size) this.busy++;
    // A finished piece of work hands its slot straight to the next in line (busy stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }
}
