import { endpoints, ReviewReplyBodySchema, type VendorReview } from '@bazaar/contract';
import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { FormAlert, TextAreaField, useContractForm, useRefusal } from '../../kit/form';
import { EmptyState, ErrorState, LoadingState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import {
  changeGrid,
  type GridOptions,
  pageCount,
  pageQuery,
  readGridState,
  writeGridState,
} from '../../lib/grid-state';
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
  const form = useContractForm(ReviewReplyBodySchema, { review_id: review.id, reply: review.reply ?? '' });
  const { general, setGeneral, refuse } = useRefusal(form, ['reply']);
  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const answer = await api(endpoints.vendorReviewReply, { body: values });
      toast(answer.message);
      form.reset({ review_id: review.id, reply: answer.review.reply ?? '' });
      setEditing(false);
      await revalidator.revalidate();
    } catch (error) {
      refuse(error);
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
    <form onSubmit={submit} noValidate className="space-y-2" data-testid="reply-form">
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

/** A select that sets one filter of the list in the address (back to page 1). */
function FilterSelect({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: { value: string; label: string }[];
}) {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const state = readGridState(search, GRID);
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      {label}
      <select
        value={state.filters[name] ?? ''}
        onChange={(e) =>
          setSearch(
            writeGridState(
              search,
              changeGrid(state, { filters: { ...state.filters, [name]: e.target.value } }),
              GRID,
            ),
          )
        }
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-normal"
      >
        <option value="">{t('console.grid_filter_all')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Where the list is, and the previous and next pages (the address's `page`). */
function Pager({ total }: { total: number }) {
  const t = useT();
  const [search] = useSearchParams();
  const state = readGridState(search, GRID);
  const pages = pageCount(total, state.pageSize);
  const from = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(total, state.page * state.pageSize);
  const link = (page: number) => `?${writeGridState(search, changeGrid(state, { page }), GRID)}`;
  const BUTTON =
    'grid size-11 place-items-center rounded-lg bg-white ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600 aria-disabled:pointer-events-none aria-disabled:opacity-40';
  return (
    <nav aria-label={t('console.nav_reviews')} className="flex items-center justify-between gap-3 text-sm">
      <p aria-live="polite">{t('console.grid_rows', { from, to, total })}</p>
      <div className="flex gap-2">
        <Link
          to={link(state.page - 1)}
          aria-label={t('console.grid_prev')}
          aria-disabled={state.page <= 1}
          className={BUTTON}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </Link>
        <Link
          to={link(state.page + 1)}
          aria-label={t('console.grid_next')}
          aria-disabled={state.page >= pages}
          className={BUTTON}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </Link>
      </div>
    </nav>
  );
}

/**
 * Reviews of the store's items (`/seller/reviews`): stars, item, customer, date and comment, filtered
 * by rating or by whether they have a reply (in the address, as a grid's filters), each answered or
 * re-answered in place. A list of cards rather than a table: a review and its reply need the width.
 */
export default function SellerReviews() {
  const t = useT();
  const format = useFormat();
  const navigation = useNavigation();
  const { reviews, total } = useLoaderData<typeof clientLoader>();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return (
    <div className="space-y-4">
      <title>{t('console.nav_reviews')}</title>
      <h1 className="font-display text-2xl font-bold">{t('console.nav_reviews')}</h1>
      <div className="flex flex-wrap gap-3" data-testid="review-filters">
        <FilterSelect
          name="rating"
          label={t('console.filter_rating')}
          choices={RATINGS.map((n) => ({ value: n, label: t('console.rating_stars', { rating: n }) }))}
        />
        <FilterSelect
          name="replied"
          label={t('console.col_reply')}
          choices={[
            { value: '0', label: t('console.filter_unanswered') },
            { value: '1', label: t('console.filter_answered') },
          ]}
        />
      </div>
      {loading ? (
        <LoadingState />
      ) : reviews.length === 0 ? (
        <EmptyState title={t('console.no_reviews')} hint={t('console.no_reviews_hint')} />
      ) : (
        <ul className="space-y-3" data-testid="review-list">
          {reviews.map((r) => (
            <li
              key={r.id}
              className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 tablet:grid-cols-2"
              data-testid="review"
              data-review-id={r.id}
            >
              <div className="min-w-0 space-y-1">
                <Stars rating={r.rating} />
                <p className="bidi-plain font-semibold">{r.item_name}</p>
                <p className="text-xs text-slate-600">
                  <span className="bidi-plain">{r.customer?.f_name ?? t('console.a_customer')}</span> ·{' '}
                  {format.when(r.created_at)}
                </p>
                {r.comment && <p className="bidi-plain whitespace-pre-line text-slate-800">{r.comment}</p>}
              </div>
              <ReplyCell review={r} />
            </li>
          ))}
        </ul>
      )}
      <Pager total={total} />
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
