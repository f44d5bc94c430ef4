import type { CustomerReview } from '@bazaar/contract';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { imageUrl } from '../../../lib/images';
import { Stars } from '../../catalogue/stars';
import { postDate } from '../../lists/post-date';

/** The reviews the shopper wrote: item, stars, comment (a text node, never HTML), photos, date. */
export function WrittenList({
  reviews,
  itemBase,
  photoBase,
}: {
  reviews: CustomerReview[];
  itemBase: string;
  photoBase: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="mt-6 space-y-3" data-testid="written-list">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="rounded-2xl border border-slate-200 bg-white p-4"
          data-testid="written-review"
          data-item-id={review.item_id}
        >
          <div className="flex gap-3">
            <img
              src={imageUrl(itemBase, review.item_image, 320)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${review.item_slug}`}
                className="line-clamp-2 font-semibold text-slate-800 hover:text-brand-700"
              >
                {review.item_name}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                <Stars rating={review.rating} label={t('product.stars', { n: review.rating })} />
                <time dateTime={review.created_at}>
                  {t('reviews.reviewed_on', { date: postDate(review.created_at, locale) })}
                </time>
              </p>
            </div>
          </div>
          {review.comment && (
            <p className="mt-3 whitespace-pre-line break-words text-slate-700" data-testid="written-comment">
              {review.comment}
            </p>
          )}
          {review.attachment.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {review.attachment.map((file, i) => (
                <li key={file}>
                  <img
                    src={imageUrl(photoBase, file, 320)}
                    alt={t('reviews.your_photo', { n: i + 1, item: review.item_name })}
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 rounded-lg object-cover"
                    data-testid="written-photo"
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
