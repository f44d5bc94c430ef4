import { endpoints, isApiError } from '@bazaar/contract';
import { ArrowLeft } from 'lucide-react';
import { data, Link, useRouteLoaderData } from 'react-router';
import { canonicalUrl, pageMeta } from '../../components/lists/page-meta';
import { paragraphs, postDate } from '../../components/lists/post-date';
import type { ChromeData } from '../../lib/chrome-data';
import { useLocale, useT } from '../../lib/i18n';
import { imageSrcSet, imageUrl } from '../../lib/images';
import type { Route } from './+types/post';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const post = await context.api(endpoints.blog, { params: { slug: params.slug } }).catch((err: unknown) => {
    throw isApiError(err) && (err.status === 404 || err.status === 403)
      ? data(new URL(request.url).pathname, { status: 404 })
      : err;
  });
  return { post, canonical: canonicalUrl(request, []) };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) return [];
  const tags = pageMeta(matches, {
    title: d.post.title,
    description: d.post.excerpt ?? d.post.title,
    canonical: d.canonical,
  });
  return [
    ...tags.filter((m) => !('property' in m && m.property === 'og:type')),
    { property: 'og:type', content: 'article' },
  ];
};

/** One post: the body is plain text from the API, rendered as escaped paragraphs (never as HTML). */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const { post } = loaderData;
  const base = chrome?.config.base_urls.blogs_image_url ?? '';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8" data-testid="blog-post">
      <Link
        to="/blogs"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" /> {t('blogs.all_posts')}
      </Link>
      {post.category && (
        <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-brand-600">
          {post.category.name}
        </p>
      )}
      <h1 className="mt-1 text-3xl font-bold leading-tight tablet:text-4xl" data-testid="blog-post-title">
        {post.title}
      </h1>
      <p className="mt-2 text-sm text-slate-500">
        {post.author && <span>{t('blogs.by', { author: post.author })} · </span>}
        <time dateTime={post.published_at}>{postDate(post.published_at, locale)}</time>
      </p>
      {post.image && (
        <img
          src={imageUrl(base, post.image, 768)}
          srcSet={imageSrcSet(base, post.image, 768)}
          alt=""
          width={768}
          height={403}
          className="mt-6 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover"
        />
      )}
      <div className="mt-6 space-y-4 text-base leading-relaxed text-slate-800" data-testid="blog-post-body">
        {paragraphs(post.body).map((p) => (
          <p key={p.key} className="whitespace-pre-line">
            {p.text}
          </p>
        ))}
      </div>
    </article>
  );
}
