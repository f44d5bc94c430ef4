import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { pageCount, pageHref } from './list-query';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out.at(-1) !== 'gap') out.push('gap');
  }
  return out;
}

const box = 'inline-flex min-w-10 h-10 items-center justify-center rounded-lg px-3 text-sm font-medium';

/** Real links to the other pages of a list (`?page=n`, other parameters kept): works without scripts. */
export function Pager({ page, total, limit }: { page: number; total: number; limit: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const href = (p: number) => pageHref(pathname, params, p);
  const edge = `${box} border border-slate-200 bg-white hover:border-brand-500 hover:text-brand-700`;
  return (
    <nav
      aria-label={t('lists.pagination')}
      className="mt-8 flex flex-col items-center gap-3"
      data-testid="pager"
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={edge}>
              {t('lists.previous')}
            </Link>
          ) : (
            <span className={`${box} border border-slate-100 text-slate-300`} aria-disabled="true">
              {t('lists.previous')}
            </span>
          )}
        </li>
        {visiblePages(page, pages).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="hidden px-1 text-slate-400 tablet:block" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p} className={p === page ? '' : 'hidden tablet:block'}>
              <Link
                to={href(p)}
                aria-current={p === page ? 'page' : undefined}
                className={
                  p === page
                    ? `${box} bg-brand-600 text-white`
                    : `${box} text-slate-700 hover:bg-brand-50 hover:text-brand-700`
                }
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" className={edge} data-testid="pager-next">
              {t('lists.next')}
            </Link>
          ) : (
            <span className={`${box} border border-slate-100 text-slate-300`} aria-disabled="true">
              {t('lists.next')}
            </span>
          )}
        </li>
      </ul>
      <p className="text-xs text-slate-500">{t('lists.page_of', { page, pages })}</p>
    </nav>
  );
}
