import { endpoints } from '@bazaar/contract';
import type { Route } from './+types/sitemap';
import { SEO_CACHE_CONTROL, STATIC_PATHS, segment, sitemapXml } from './seo-text';

/** Rows a list call may return at once. */
const PAGE = 100;
/**
 * Products listed: the newest 2,000 (20 calls). The catalogue lists reach 10,000 rows at most
 * (decision 202); past a few thousand a sitemap index of several files would be the next step.
 */
const MAX_PRODUCTS = 2_000;
/** Stores and blog posts: every one up to this many. */
const MAX_OTHERS = 2_000;

type Api = Route.LoaderArgs['context']['api'];

/** Every page of a paged list, the first call telling how many there are (the rest side by side). */
async function allPages<T>(
  fetchPage: (offset: number) => Promise<{ total_size: number; rows: T[] }>,
  max: number,
): Promise<T[]> {
  const first = await fetchPage(1);
  const pages = Math.min(Math.ceil(first.total_size / PAGE), Math.ceil(max / PAGE));
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => fetchPage(i + 2)));
  return [first, ...rest].flatMap((p) => p.rows).slice(0, max);
}

async function publicPaths(api: Api): Promise<string[]> {
  const [categories, stores, products, blogs, sales, deals] = await Promise.all([
    api(endpoints.categories),
    allPages(
      (offset) =>
        api(endpoints.stores, { params: { filter: 'all' }, query: { limit: PAGE, offset } }).then((l) => ({
          total_size: l.total_size,
          rows: l.stores,
        })),
      MAX_OTHERS,
    ),
    allPages(
      (offset) =>
        api(endpoints.latestItems, { query: { limit: PAGE, offset } }).then((l) => ({
          total_size: l.total_size,
          rows: l.products,
        })),
      MAX_PRODUCTS,
    ),
    allPages(
      (offset) =>
        api(endpoints.blogs, { query: { limit: PAGE, offset } }).then((l) => ({
          total_size: l.total_size,
          rows: l.blogs,
        })),
      MAX_OTHERS,
    ),
    api(endpoints.basicCampaigns),
    api(endpoints.itemCampaigns),
  ]);
  return [
    ...STATIC_PATHS,
    ...categories
      .flatMap((c) => [c, ...(c.childes ?? [])])
      .map((c) => `/categories/products/${segment(c.slug)}`),
    ...stores.map((s) => `/stores/${segment(s.slug)}`),
    ...sales.map((c) => `/basic-campaign/${c.id}`),
    ...deals.map((c) => `/campaign/${c.id}`),
    ...blogs.map((b) => `/blogs/${segment(b.slug)}`),
    ...products.map((p) => `/product/${segment(p.slug)}`),
  ];
}

/** `/sitemap.xml`: home, information pages, lists, categories, stores, campaigns, blog posts, products. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const xml = sitemapXml(origin, await publicPaths(context.api));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_CACHE_CONTROL },
  });
}
