/** How wide the gold row is for 0–5 whole stars (full class names, so Tailwind keeps each). */
const FILLED = ['w-0', 'w-1/5', 'w-2/5', 'w-3/5', 'w-4/5', 'w-full'] as const;

/** Whole stars shown for a rating: rounded, 0 to 5. */
export const wholeStars = (rating: number) => Math.min(5, Math.max(0, Math.round(rating)));

/**
 * A rating as five stars, read out once as `label`: five grey stars and, over them from the start of
 * the line, as many gold ones as the rating rounds to. Two masked spans (the `star-row` utility in
 * app.css) instead of five inline SVGs.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className="star-row relative w-20 shrink-0 text-slate-300"
      data-testid="stars"
      data-rating={rating}
    >
      <span className={`star-row absolute start-0 top-0 text-accent-400 ${FILLED[wholeStars(rating)]}`} />
    </span>
  );
}
