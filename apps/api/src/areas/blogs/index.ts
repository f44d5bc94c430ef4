import { endpoints } from '@bazaar/contract';
import { type Locale, localName, localTexts } from '@bazaar/domain';
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { blogCategories, blogs } from '../../db/schema';
import { clockOf } from '../../platform/answer-clock';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { requestLocale } from '../../platform/locale';
import type { AppDeps } from '../area';

const blogFields = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  excerpt: blogs.excerpt,
  image: blogs.image,
  author: blogs.author,
  published_at: blogs.publishedAt,
  translations: blogs.translations,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  categoryTranslations: blogCategories.translations,
};

/** Published posts only: active, and not dated in the future. */
const published = (...more: (SQL | undefined)[]) =>
  and(eq(blogs.active, true), lte(blogs.publishedAt, sql`now()`), ...more)!;

const selectBlogs = (db: Database) =>
  db.select(blogFields).from(blogs).leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId));

/** A post as answered in `locale`: its title, excerpt and body (when read) and its category's name. */
function toBlog<
  R extends {
    title: string;
    excerpt: string | null;
    body?: string;
    published_at: Date;
    translations: unknown;
    categoryId: number | null;
    categoryName: string | null;
    categorySlug: string | null;
    categoryTranslations: unknown;
  },
>(r: R, locale: Locale) {
  const { categoryId, categoryName, categorySlug, categoryTranslations, translations, ...rest } = r;
  const texts = localTexts(
    { title: r.title, excerpt: r.excerpt, body: r.body ?? null },
    translations,
    locale,
  );
  return {
    ...rest,
    title: texts.title,
    excerpt: texts.excerpt,
    ...(r.body !== undefined && { body: texts.body ?? r.body }),
    published_at: new Date(r.published_at).toISOString(),
    category:
      categoryId === null
        ? null
        : {
            id: categoryId,
            name: localName(categoryName ?? '', categoryTranslations, locale),
            slug: categorySlug ?? '',
          },
  };
}

/**
 * The blog: posts newest first (by blog category), and one post by slug. A list holds until the next
 * post dated in the future is due (decision 218), when it joins the list without a write.
 */
export function blogRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.blogs, async ({ query, req }) => {
    const where = published(query.category_id ? eq(blogs.categoryId, query.category_id) : undefined);
    const dueLater = and(eq(blogs.active, true), gt(blogs.publishedAt, sql`now()`));
    const [rows, [counted]] = await Promise.all([
      selectBlogs(db)
        .where(where)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(query.limit)
        .offset((query.offset - 1) * query.limit),
      // The list's total and the next post due, in one pass over the blog.
      db
        .select({
          n: sql<number>`count(*) filter (where ${where})`.mapWith(Number),
          due: sql<Date | string | null>`min(${blogs.publishedAt}) filter (where ${dueLater})`,
        })
        .from(blogs),
    ]);
    if (counted?.due) clockOf(req).holdsUntil(new Date(counted.due).getTime());
    const locale = requestLocale(req);
    const list = rows.map((r) => toBlog(r, locale));
    return { total_size: counted?.n ?? 0, limit: query.limit, offset: query.offset, blogs: list };
  });

  registerEndpoint(app, endpoints.blog, async ({ params, req }) => {
    const [row] = await db
      .select({ ...blogFields, body: blogs.body })
      .from(blogs)
      .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(published(eq(blogs.slug, params.slug)))
      .limit(1);
    if (!row) throw AppError.notFound('blog', 'catalogue.blog_not_found');
    return toBlog(row, requestLocale(req));
  });
}
