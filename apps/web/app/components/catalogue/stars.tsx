/** How much of the row of five is gold for a rating: its share of 5, as a CSS width. */
export const goldWidth = (rating: number) => `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;

/**
 * A rating as five stars, read out once as `label` (without one, only a picture beside words that say
 * the rating: hidden from screen readers): five grey stars and, over them from the start of
 * the line, gold as far as the rating goes (4.5 fills half of the fifth, as the "4.5 out of 5" beside
 * it says). Two masked spans (the `star-row` utility in app.css) instead of five inline SVGs; in
 * right-to-left pages the gold row's stars are laid from its right edge, so they sit on the grey ones.
 */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className="star-row relative w-20 shrink-0 text-slate-300"
      data-testid="stars"
      data-rating={rating}
    >
      <span
        className="star-row absolute start-0 top-0 text-accent-400 rtl:[mask-position:100%_center]"
        style={{ width: goldWidth(rating) }}
      />
    </span>
  );
}
