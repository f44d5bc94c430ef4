import { type Category, endpoints, isApiError } from '@bazaar/contract';
import { data, Link, useRouteLoaderData } from 'react-router';
import { ItemGrid } from '../components/catalogue/item-card';
import { categoryHref } from '../components/layout/category-strip';
import type { Route } from './+types/category-products';
import type { ChromeData } from './guest-layout';

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
  return { category, page };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d ? `${d.category.name} — Bazaar` : 'Bazaar' },
];

export default function CategoryProducts({ loaderData }: Route.ComponentProps) {
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const { category, page } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav className="text-sm text-slate-500" aria-label="Breadcrumb">
        <Link to="/">Home</Link> / <Link to="/categories">Categories</Link> /{' '}
        <span className="text-slate-800">{category.name}</span>
      </nav>
      <h1 className="mt-2 text-2xl font-bold" data-testid="category-title">
        {category.name}
      </h1>
      <p className="text-sm text-slate-500">{page.total_size} products</p>
      {category.childes.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {category.childes.map((child) => (
            <li key={child.id}>
              <Link
                to={categoryHref(child)}
                className="rounded-full border border-slate-200 bg-white px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-700"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        {chrome && <ItemGrid items={page.products} imageBase={chrome.config.base_urls.item_image_url} />}
      </div>
    </div>
  );
}
