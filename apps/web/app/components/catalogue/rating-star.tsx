/**
 * One rating star: a masked span (the `star-icon` utility in app.css) rather than lucide's inline SVG,
 * whose path was a quarter of every card's markup on list pages. Decorative: the rating is said in words
 * beside it.
 */
export function RatingStar({ size = 'size-3.5' }: { size?: string }) {
  return <span className={`star-icon ${size} text-accent-400`} aria-hidden="true" data-icon="star" />;
}
