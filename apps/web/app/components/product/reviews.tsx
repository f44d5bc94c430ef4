import type { ReviewList } from '@bazaar/contract';
import { useT } from '../../lib/i18n';
import { imageUrl } from '../../lib/images';
import { Stars } from '../catalogue/stars';

/** The rating summary, then the latest reviews with their photos and the store's reply. */
export function Reviews({
  list,
  photoBase,
  storeName,
}: {
  list: ReviewList;
  photoBase: string;
  /** The store that sells the item, which may reply to each review. */
  storeName: string;
}) {
  const t = useT();
  return (
    <section aria-labelledby="reviews-title" data-testid="reviews" className="mt-12">
      <h2 id="reviews-title" className="text-xl font-bold">
        {t('product.reviews')}
      </h2>
      {list.rating_count > 0 && (
        <p className="mt-2 flex items-center gap-2 text-slate-700" data-testid="rating-summary">
          <Stars rating={list.avg_rating} label={t('product.stars', { n: list.avg_rating.toFixed(1) })} />
          {t('product.rating_summary', { rating: list.avg_rating.toFixed(1), count: list.rating_count })}
        </p>
      )}
      {list.reviews.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-6 text-center text-slate-500">
          {/* Ratings without a written review are counted above: say so rather than 'no reviews'. */}
          {t(list.rating_count > 0 ? 'product.no_written_reviews' : 'product.no_reviews')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {list.reviews.map((r) => {
            const name = r.customer?.f_name || t('product.shopper');
            return (
              <li key={r.id} className="py-4" data-testid="review">
                <div className="flex items-center gap-3">
                  <Stars rating={r.rating} label={t('product.stars', { n: r.rating })} />
                  <span className="font-medium">{name}</span>
                  <time dateTime={r.created_at} className="text-sm text-slate-500">
                    {r.created_at.slice(0, 10)}
                  </time>
                </div>
                {r.comment && <p className="mt-2 whitespace-pre-line text-slate-700">{r.comment}</p>}
                {r.attachment.length > 0 && (
                  <ul className="mt-2 flex gap-2">
                    {r.attachment.map((file) => (
                      <li key={file}>
                        <img
                          src={imageUrl(photoBase, file, 320)}
                          alt={t('product.review_photo', { name })}
                          width={80}
                          height={80}
                          loading="lazy"
                          className="size-20 rounded-lg object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {r.reply && (
                  <div
                    className="ms-4 mt-3 rounded-xl border-s-4 border-brand-100 bg-slate-50 px-4 py-3 text-sm"
                    data-testid="review-reply"
                  >
                    <p className="flex flex-wrap items-center gap-x-3 font-semibold text-slate-800">
                      <span className="bidi-plain">{t('product.reply_from', { store: storeName })}</span>
                      {r.replied_at && (
                        <time dateTime={r.replied_at} className="font-normal text-slate-500">
                          {r.replied_at.slice(0, 10)}
                        </time>
                      )}
                    </p>
                    <p className="bidi-plain mt-1 whitespace-pre-line text-slate-700">{r.reply}</p>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
