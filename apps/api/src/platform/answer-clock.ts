import type { FastifyRequest } from 'fastify';

/**
 * The clock an answer reads (decision 218): one moment for the whole answer, so a list agrees on what
 * "now" is, and the moment until which everything read from it holds. Whatever shows something that
 * turns with time (a store open now, a post published at a set time) says until when it holds; the
 * answer and page caches keep the answer no longer than that.
 */
export class AnswerClock {
  /** Epoch milliseconds: now, for this answer. */
  readonly at: number;
  private heldUntil = Number.POSITIVE_INFINITY;

  constructor(at = Date.now()) {
    this.at = at;
  }

  /** What was read holds only until `moment` (epoch milliseconds). */
  holdsUntil(moment: number) {
    if (moment < this.heldUntil) this.heldUntil = moment;
  }

  /** Until when the answer holds; Infinity when nothing in it turns with time. */
  get until() {
    return this.heldUntil;
  }
}

const CLOCK = Symbol('answerClock');
type WithClock = FastifyRequest & { [CLOCK]?: AnswerClock };

/** The request's clock, started at its first reading. */
export function clockOf(req: FastifyRequest): AnswerClock {
  const r = req as WithClock;
  r[CLOCK] ??= new AnswerClock();
  return r[CLOCK];
}

/** Until when the request's answer holds (Infinity when it never read the clock). */
export const heldUntil = (req: FastifyRequest) =>
  (req as WithClock)[CLOCK]?.until ?? Number.POSITIVE_INFINITY;
