import type { Category } from '@bazaar/contract';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import type { ChromeCategory } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';

/** The spec's header strip: the first 8 categories with their children, plus all categories. */
export const STRIP_SIZE = 8;

export const categoryHref = (c: Pick<Category, 'slug'>) => `/categories/products/${c.slug}`;

export function CategoryStrip({ categories }: { categories: ChromeCategory[] }) {
  const t = useT();
  return (
    <nav
      aria-label={t('chrome.categories')}
      className="hidden border-t border-slate-100 bg-white tablet:block"
    >
      <ul className="mx-auto flex max-w-7xl items-center px-4 text-[13px] desktop:text-sm">
        <li className="group relative">
          <button
            type="button"
            className="me-1 flex items-center gap-2 whitespace-nowrap rounded-md bg-brand-50 px-3 py-2.5 font-semibold text-brand-700"
          >
            <LayoutGrid className="size-4" aria-hidden /> {t('strip.all_categories')}{' '}
            <ChevronDown className="size-3" aria-hidden />
          </button>
          <div className="invisible absolute start-0 top-full z-40 w-[min(90vw,56rem)] rounded-b-xl border border-slate-100 bg-white p-5 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
            <div className="grid grid-cols-3 gap-4 desktop:grid-cols-4">
              {categories.map((c) => (
                <div key={c.id}>
                  <Link to={categoryHref(c)} className="font-semibold hover:text-brand-600">
                    {c.name}
                  </Link>
                  <ul className="mt-1 space-y-0.5 text-slate-500">
                    {c.childes.map((child) => (
                      <li key={child.id}>
                        <Link to={categoryHref(child)} className="hover:text-brand-600">
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </li>
        {categories.slice(0, STRIP_SIZE).map((c, i) => (
          <li key={c.id} className="group relative">
            <Link
              to={categoryHref(c)}
              className="block whitespace-nowrap rounded-md px-2 py-2.5 text-slate-700 hover:bg-slate-50 hover:text-brand-600 desktop:px-2.5"
              data-testid="strip-category"
            >
              {c.name}
            </Link>
            {c.childes.length > 0 && (
              <ul
                className={`invisible absolute ${i >= STRIP_SIZE / 2 ? 'end-0' : 'start-0'} top-full z-40 min-w-48 rounded-b-lg border border-slate-100 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100`}
              >
                {c.childes.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={categoryHref(child)}
                      className="block px-4 py-1.5 hover:bg-slate-50 hover:text-brand-600"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
