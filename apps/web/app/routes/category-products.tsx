import { type Category, endpoints, isApiError } from '@bazaar/contract';
import { data, Link, useRouteLoaderData } from 'react-router';
import { cardItem, ItemGrid } from '../components/catalogue/item-card';
import { categoryHref } from '../components/layout/category-strip';
import { canonicalUrl, metaT, pageMeta } from '../components/lists/page-meta';
import type { ChromeData } from '../lib/chrome-data';
import { useT } from '../lib/i18n';
import type { Route } from './+types/category-products';

function findBySlug(categories: Category[], slug: string): Category | undefined {
  for (const c of categories) {
    if (c.slug === slug) return c;
    const child = findBySlug(c.childes, slug);
    if (child) return child;
  }
  return undefined;
}

/** The category's own call (by slug, children included) and the tree for its name, in parallel. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const notFound = () => data(new URL(request.url).pathname, { status: 404 });
  const [tree, page] = await Promise.all([
    context.api(endpoints.categories),
    context
      .api(endpoints.categoryItems, { params: { id: params.slug }, query: { limit: 40, sort: 'newest' } })
      .catch((err: unknown) => {
        throw isApiError(err) && (err.status === 404 || err.status === 403) ? notFound() : err;
      }),
  ]);
  const category = findBySlug(tree, params.slug);
  if (!category) throw notFound();
  // The items only ever show as cards: only what a card shows goes out for hydration.
  return {
    category,
    page: { total_size: page.total_size, products: page.products.map(cardItem) },
    canonical: canonicalUrl(request, []),
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches);
  const name = d?.category.name ?? t('chrome.categories');
  return pageMeta(matches, {
    title: name,
    description: t('categories.items_description', { category: name }),
    canonical: d?.canonical,
  });
};

export default function CategoryProducts({ loaderData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const t = useT();
  const { category, page } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav className="text-sm text-slate-500" aria-label={t('lists.breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/">{t('lists.home')}</Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link to="/categories">{t('chrome.categories')}</Link>
          </li>
          <li aria-hidden>/</li>
          <li className="text-slate-800" aria-current="page">
            {category.name}
          </li>
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-bold" data-testid="category-title">
        {category.name}
      </h1>
      <p className="text-sm text-slate-500">{t('lists.count', { n: page.total_size })}</p>
      {category.childes.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {category.childes.map((child) => (
            <li key={child.id}>
              <Link
                to={categoryHref(child)}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm hover:border-brand-500 hover:text-brand-700"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        {chrome && (
          <ItemGrid items={page.products} imageBase={chrome.config.base_urls.item_image_url} eagerFirst={2} />
        )}
      </div>
    </div>
  );
}
