export type ReviewTab = 'to-review' | 'written';

/**
 * The tab /customer/reviews opens on: the one asked for in `?tab=`, else "to review" while something
 * waits for a review and "written" when nothing does.
 */
export function reviewTab(asked: string | null, waiting: number): ReviewTab {
  if (asked === 'to-review' || asked === 'written') return asked;
  return waiting > 0 ? 'to-review' : 'written';
}

/** A `?page=` number from 1; anything else is page 1. */
export function pageParam(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
