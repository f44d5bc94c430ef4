import { useT } from '../../lib/i18n';
import { RatingStar } from '../catalogue/rating-star';

/** The store's average rating and how many ratings it rests on. */
export function StoreRating({ rating, count }: { rating: number; count: number }) {
  const t = useT();
  if (count === 0) return <span className="text-slate-500">{t('store.no_ratings')}</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <RatingStar size="size-4" />
      {t('store.rating', { rating: rating.toFixed(1), count })}
    </span>
  );
}
