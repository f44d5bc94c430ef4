import type { ToBeReviewed } from '@bazaar/contract';
import type { FormFailure } from '@bazaar/contract/forms';
import { ChevronDown, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { imageUrl } from '../../../lib/images';
import { postDate } from '../../lists/post-date';
import { ReviewForm } from './review-form';

/** A refused review, with the key of the entry whose form it was. */
export type ReviewFailure = FormFailure & { key: string };

export const reviewKey = (orderId: number, itemId: number) => `${orderId}-${itemId}`;

/**
 * Delivered items waiting for a review, each with "Write a review" opening its form in place (a
 * disclosure that needs no scripts). A refused form stays open with its messages.
 */
export function ToReviewList({
  entries,
  imageBase,
  failure,
}: {
  entries: ToBeReviewed[];
  imageBase: string;
  failure?: ReviewFailure | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="mt-6 space-y-3" data-testid="to-review-list">
      {entries.map((entry) => {
        const key = reviewKey(entry.order_id, entry.item_id);
        const refused = failure?.key === key ? failure : undefined;
        return (
          <li
            key={key}
            className="rounded-2xl border border-slate-200 bg-white p-4"
            data-testid="to-review"
            data-item-id={entry.item_id}
            data-order-id={entry.order_id}
          >
            <div className="flex gap-3">
              <img
                src={imageUrl(imageBase, entry.image, 320)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={`/product/${entry.slug}`}
                  className="line-clamp-2 font-semibold text-slate-800 hover:text-brand-700"
                >
                  {entry.name}
                </Link>
                <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-500">
                  <Link to={`/customer/order/${entry.order_id}`} className="text-brand-700 hover:underline">
                    {t('customer.order_number', { id: entry.order_id })}
                  </Link>
                  {entry.delivered_at && (
                    <time dateTime={entry.delivered_at}>
                      {t('reviews.delivered_on', { date: postDate(entry.delivered_at, locale) })}
                    </time>
                  )}
                </p>
              </div>
            </div>
            <details className="group mt-3" open={refused !== undefined}>
              <summary
                className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
                data-testid="write-review"
              >
                <PenLine className="size-4" aria-hidden />
                {t('reviews.write')}
                <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
              </summary>
              <ReviewForm itemId={entry.item_id} orderId={entry.order_id} errors={refused} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
