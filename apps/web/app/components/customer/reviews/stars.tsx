import { Star } from 'lucide-react';

/** A rating as five stars, read out once as `label`. */
export function Stars({ rating, label, size = 'size-4' }: { rating: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex" data-testid="stars" data-rating={rating}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${size} ${n <= Math.round(rating) ? 'fill-accent-400 text-accent-400' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
