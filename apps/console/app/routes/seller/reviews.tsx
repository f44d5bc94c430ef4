import { endpoints, ReviewReplyBodySchema, type VendorReview } from '@bazaar/contract';
import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { DataGrid, type GridColumn } from '../../kit/data-grid';
import { FormAlert, showRefusal, TextAreaField, useContractForm } from '../../kit/form';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, signedIn } from '../../lib/api';
import { formRefusal } from '../../lib/form-errors';
import { useFormat } from '../../lib/format';
import { type GridOptions, pageQuery, readGridState } from '../../lib/grid-state';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/reviews';

const RATINGS = ['5', '4', '3', '2', '1'] as const;
const REPLIED = ['0', '1'] as const;
const GRID: GridOptions = { pageSize: 10, filters: { rating: RATINGS, replied: REPLIED } };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const grid = readGridState(new URL(request.url).searchParams, GRID);
  const { rating, replied } = grid.filters as { rating?: string; replied?: (typeof REPLIED)[number] };
  const page = await signedIn('seller', () =>
    api(endpoints.vendorReviews, {
      query: { ...pageQuery(grid), ...(rating && { rating: Number(rating) }), ...(replied && { replied }) },
    }),
  );
  return { reviews: page.reviews, total: page.total_size };
}

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="inline-flex" role="img" aria-label={t('console.rating_stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`size-4 ${n <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

/** The store's reply to one review: shown, or written and rewritten in place (PUT vendor/item/reply-update). */
function ReplyCell({ review }: { review: VendorReview }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useContractForm(ReviewReplyBodySchema, { review_id: review.id, reply: review.reply ?? '' });
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const answer = await api(endpoints.vendorReviewReply, { body: values });
      toast(answer.message);
      form.reset({ review_id: review.id, reply: answer.review.reply ?? '' });
      setEditing(false);
      await revalidator.revalidate();
    } catch (error) {
      const refusal = formRefusal(error, ['reply'], t('console.error_hint'));
      showRefusal(form, refusal);
      setGeneral(refusal.general);
    }
  });
  if (!editing)
    return (
      <div className="space-y-2">
        {review.reply ? (
          <p
            className="bidi-plain whitespace-pre-line rounded-lg bg-brand-50 p-2 text-slate-800"
            data-testid="review-reply"
          >
            {review.reply}
          </p>
        ) : (
          <p className="text-slate-600">{t('console.no_reply_yet')}</p>
        )}
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label={t(review.reply ? 'console.reply_edit_to' : 'console.reply_to', {
            name: review.customer?.f_name ?? t('console.a_customer'),
          })}
          className="min-h-11 rounded-lg px-3 font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(review.reply ? 'console.reply_edit' : 'console.reply')}
        </button>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate className="min-w-56 space-y-2" data-testid="reply-form">
      <FormAlert message={general} />
      <TextAreaField form={form} name="reply" label={t('console.your_reply')} rows={3} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="min-h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
        >
          {form.formState.isSubmitting ? t('console.saving') : t('console.reply_send')}
        </button>
        <button
          type="button"
          onClick={() => {
            form.reset();
            setEditing(false);
          }}
          className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('console.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * Reviews of the store's items (`/seller/reviews`): stars, item, customer, date and comment, filtered
 * by rating or by whether they have a reply (in the address), each answered or re-answered in place.
 */
export default function SellerReviews() {
  const t = useT();
  const format = useFormat();
  const { reviews, total } = useLoaderData<typeof clientLoader>();
  const columns = useMemo<GridColumn<VendorReview>[]>(
    () => [
      {
        id: 'review',
        header: t('console.col_review'),
        cell: (r) => (
          <div className="max-w-md space-y-1" data-testid="review" data-review-id={r.id}>
            <Stars rating={r.rating} />
            <p className="bidi-plain font-semibold">{r.item_name}</p>
            <p className="text-xs text-slate-600">
              <span className="bidi-plain">{r.customer?.f_name ?? t('console.a_customer')}</span> ·{' '}
              {format.when(r.created_at)}
            </p>
            {r.comment && <p className="bidi-plain whitespace-pre-line text-slate-800">{r.comment}</p>}
          </div>
        ),
      },
      { id: 'reply', header: t('console.col_reply'), cell: (r) => <ReplyCell key={r.id} review={r} /> },
    ],
    [t, format],
  );
  return (
    <div className="space-y-4">
      <title>{t('console.nav_reviews')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_reviews')}</h1>
      <DataGrid
        caption={t('console.nav_reviews')}
        columns={columns}
        rows={reviews}
        total={total}
        options={GRID}
        rowKey={(r) => r.id}
        filters={[
          {
            name: 'rating',
            label: t('console.filter_rating'),
            choices: RATINGS.map((n) => ({ value: n, label: t('console.rating_stars', { rating: n }) })),
          },
          {
            name: 'replied',
            label: t('console.col_reply'),
            choices: [
              { value: '0', label: t('console.filter_unanswered') },
              { value: '1', label: t('console.filter_answered') },
            ],
          },
        ]}
        emptyTitle={t('console.no_reviews')}
        emptyHint={t('console.no_reviews_hint')}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
