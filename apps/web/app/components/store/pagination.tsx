import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { pageHref, pageWindow } from './paging';

const cell = 'flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium';

/** Real links to every page (they work without JavaScript); the current page is marked for screen readers. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const params = new URLSearchParams(search);
  const href = (p: number) => pageHref(pathname, params, p);
  return (
    <nav aria-label={t('stores.pages')} className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <Link
              to={href(page - 1)}
              rel="prev"
              className={`${cell} gap-1 text-slate-700 hover:bg-slate-100`}
            >
              <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('stores.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={t('stores.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={`${cell} ${p === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link
              to={href(page + 1)}
              rel="next"
              className={`${cell} gap-1 text-slate-700 hover:bg-slate-100`}
            >
              {t('stores.next')} <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
