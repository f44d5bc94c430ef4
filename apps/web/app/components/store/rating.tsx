import { Star } from 'lucide-react';
import { useT } from '../../lib/i18n';

/** The store's average rating and how many ratings it rests on. */
export function StoreRating({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  if (count === 0) return <span className="text-slate-500">{t('store.no_ratings')}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star className="size-4 fill-accent-400 text-accent-400" aria-hidden />
      {t('store.rating', { rating: rating.toFixed(1), count })}
    </span>
  );
}
