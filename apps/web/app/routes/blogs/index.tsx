import { endpoints } from '@bazaar/contract';
import { Link, useRouteLoaderData } from 'react-router';
import { BlogCard } from '../../components/home/blog-card';
import { EmptyState } from '../../components/lists/empty-state';
import { readListFilters } from '../../components/lists/list-query';
import { canonicalUrl, metaT, pageMeta } from '../../components/lists/page-meta';
import { Pager } from '../../components/lists/pager';
import type { ChromeData } from '../../lib/chrome-data';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/index';

const POSTS_PER_PAGE = 12;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { page } = readListFilters(new URL(request.url).searchParams, POSTS_PER_PAGE);
  const list = await context.api(endpoints.blogs, { query: { limit: POSTS_PER_PAGE, offset: page } });
  return { list, page, canonical: canonicalUrl(request, ['page'], page) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return pageMeta(matches, {
    title: t('blogs.title'),
    description: t('blogs.description'),
    canonical: data?.canonical,
    seoKey: 'blogs',
  });
};

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const { list, page } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav className="text-sm text-slate-500" aria-label={t('lists.breadcrumb')}>
        <Link to="/" className="hover:text-brand-700">
          {t('lists.home')}
        </Link>{' '}
        / <span className="text-slate-800">{t('blogs.title')}</span>
      </nav>
      <h1 className="mt-2 text-2xl font-bold tablet:text-3xl" data-testid="blogs-title">
        {t('blogs.title')}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{t('blogs.description')}</p>
      <div className="mt-6">
        {list.blogs.length > 0 ? (
          <div className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
            {list.blogs.map((b) => (
              <BlogCard key={b.id} blog={b} imageBase={chrome?.config.base_urls.blogs_image_url ?? ''} />
            ))}
          </div>
        ) : (
          <EmptyState title={t('blogs.empty')}>
            {page > 1 && (
              <Link
                to="/blogs"
                className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white"
              >
                {t('blogs.all_posts')}
              </Link>
            )}
          </EmptyState>
        )}
      </div>
      <Pager page={page} total={list.total_size} limit={list.limit} />
    </div>
  );
}
