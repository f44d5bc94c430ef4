import type { Category } from '@bazaar/contract';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import type { ChromeCategory } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import { useLinkClicks } from '../../lib/link-clicks';

/** The spec's header strip: the first 8 categories with their children, plus all categories. */
export const STRIP_SIZE = 8;

export const categoryHref = (c: Pick<Category, 'slug'>) => `/categories/products/${c.slug}`;

/**
 * Every category's link is a plain `<a>`, routed inside the app by one click handler on the strip
 * (useLinkClicks): a `<Link>` apiece, some 300 on a large market, was most of every page's render.
 * The top categories are in the page; their children's menus and the panel of all categories are
 * drawn once the strip is wanted (pointer or focus on it). Without script each top category's page
 * lists its children.
 */
export function CategoryStrip({ categories }: { categories: ChromeCategory[] }) {
  const t = useT();
  const onClick = useLinkClicks();
  // The panel and the children's menus are drawn in the browser when first wanted (pointer or focus on
  // the strip), not in every page's HTML: on a large market the panel was a third of each page and the
  // menus 20 of a product page's 120 kB (decision 215).
  const [shown, setShown] = useState(false);
  const wanted = () => setShown(true);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the controls; this only routes their clicks
    <nav
      onClick={onClick}
      aria-label={t('chrome.categories')}
      className="hidden border-t border-slate-100 bg-white tablet:block"
    >
      <ul
        className="mx-auto flex max-w-7xl items-center px-4 text-[13px] desktop:text-sm"
        onMouseEnter={wanted}
        onFocus={wanted}
      >
        <li className="group relative">
          {/* Without script (or before it runs) the button is a link to every category's page. */}
          <a
            href="/categories"
            aria-haspopup="true"
            className="me-1 flex items-center gap-2 whitespace-nowrap rounded-md bg-brand-50 px-3 py-2.5 font-semibold text-brand-700"
            data-testid="all-categories"
          >
            <LayoutGrid className="size-4" aria-hidden /> {t('strip.all_categories')}{' '}
            <ChevronDown className="size-3" aria-hidden />
          </a>
          <div className="invisible absolute start-0 top-full z-40 w-[min(90vw,56rem)] rounded-b-xl border border-slate-100 bg-white p-5 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
            {shown && (
              <div className="grid grid-cols-3 gap-4 desktop:grid-cols-4" data-testid="all-categories-panel">
                {categories.map((c) => (
                  <div key={c.id}>
                    <a href={categoryHref(c)} className="font-semibold hover:text-brand-600">
                      {c.name}
                    </a>
                    <ul className="mt-1 space-y-0.5 text-slate-500">
                      {c.childes.map((child) => (
                        <li key={child.id}>
                          <a href={categoryHref(child)} className="hover:text-brand-600">
                            {child.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </div>
        </li>
        {categories.slice(0, STRIP_SIZE).map((c, i) => (
          <li key={c.id} className="group relative">
            <a
              href={categoryHref(c)}
              className="block whitespace-nowrap rounded-md px-2 py-2.5 text-slate-700 hover:bg-slate-50 hover:text-brand-600 desktop:px-2.5"
              data-testid="strip-category"
            >
              {c.name}
            </a>
            {shown && c.childes.length > 0 && (
              <ul
                data-testid="strip-children"
                className={`invisible absolute ${i >= STRIP_SIZE / 2 ? 'end-0' : 'start-0'} top-full z-40 min-w-48 rounded-b-lg border border-slate-100 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100`}
              >
                {c.childes.map((child) => (
                  <li key={child.id}>
                    <a
                      href={categoryHref(child)}
                      className="block px-4 py-1.5 hover:bg-slate-50 hover:text-brand-600"
                    >
                      {child.name}
                    </a>
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
