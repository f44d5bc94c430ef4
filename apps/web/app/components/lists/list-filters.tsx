import { ITEM_SORTS, type ItemSort } from '@bazaar/contract/catalogue-constants';
import type { MessageKey } from '@bazaar/domain';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { hasFilters, type ListFilters } from './list-query';

const SORT_LABELS: Record<ItemSort, MessageKey> = {
  relevance: 'lists.sort_relevance',
  newest: 'lists.sort_newest',
  price_asc: 'lists.sort_price_asc',
  price_desc: 'lists.sort_price_desc',
  rating: 'lists.sort_rating',
  popularity: 'lists.sort_popularity',
};

const field =
  'h-10 w-full rounded-lg border border-slate-200 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
const label = 'flex flex-col gap-1 text-xs font-medium text-slate-600';

/**
 * The catalogue's sort and filters as a plain GET form (works without scripts; a new filter starts again
 * at page 1). `keep` carries parameters the form does not show, e.g. the search text.
 */
export function ListFiltersForm({
  filters,
  keep = {},
}: {
  filters: ListFilters;
  keep?: Record<string, string>;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const clearHref = `${pathname}${Object.keys(keep).length ? `?${new URLSearchParams(keep)}` : ''}`;
  return (
    <Form
      method="get"
      action={pathname}
      className="rounded-xl border border-slate-100 bg-white p-3 shadow-sm"
      aria-label={t('lists.filters')}
      data-testid="list-filters"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-3">
        <label className={`${label} min-w-0 flex-1 tablet:max-w-64`}>
          {t('lists.sort')}
          <select name="sort" defaultValue={filters.sort ?? 'relevance'} className={field}>
            {ITEM_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-10 shrink-0 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('lists.apply')}
        </button>
      </div>
      {/* Native disclosure: opens without scripts, and stays open while a filter is on. */}
      <details className="group mt-3" open={hasFilters(filters)}>
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-sm font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('lists.filters')}
          <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <div className="mt-3 grid grid-cols-2 items-end gap-3 tablet:flex tablet:flex-wrap">
          <label className={`${label} tablet:w-32`}>
            {t('lists.min_price')}
            <input
              type="number"
              name="min_price"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={filters.min_price}
              className={field}
            />
          </label>
          <label className={`${label} tablet:w-32`}>
            {t('lists.max_price')}
            <input
              type="number"
              name="max_price"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={filters.max_price}
              className={field}
            />
          </label>
          <label className={`${label} tablet:w-40`}>
            {t('lists.rating')}
            <select name="rating" defaultValue={filters.rating ?? ''} className={field}>
              <option value="">{t('lists.rating_any')}</option>
              {[4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {t('lists.rating_at_least', { n })}
                </option>
              ))}
            </select>
          </label>
          <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="in_stock"
              value="1"
              defaultChecked={filters.in_stock === true}
              className="size-4 accent-brand-600"
            />
            {t('lists.in_stock')}
          </label>
          <Link
            to={clearHref}
            className="col-span-2 flex h-10 items-center text-sm font-medium text-slate-600 underline-offset-4 hover:underline tablet:ms-auto"
          >
            {t('lists.clear')}
          </Link>
        </div>
      </details>
    </Form>
  );
}
