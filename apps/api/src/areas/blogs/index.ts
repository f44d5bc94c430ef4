import { endpoints } from '@bazaar/contract';
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { blogCategories, blogs } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import type { AppDeps } from '../area';

const blogFields = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  excerpt: blogs.excerpt,
  image: blogs.image,
  author: blogs.author,
  published_at: blogs.publishedAt,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
};

/** Published posts only: active, and not dated in the future. */
const published = (...more: (SQL | undefined)[]) =>
  and(eq(blogs.active, true), lte(blogs.publishedAt, sql`now()`), ...more)!;

const selectBlogs = (db: Database) =>
  db.select(blogFields).from(blogs).leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId));

function toBlog<
  R extends {
    published_at: Date;
    categoryId: number | null;
    categoryName: string | null;
    categorySlug: string | null;
  },
>(r: R) {
  const { categoryId, categoryName, categorySlug, ...rest } = r;
  return {
    ...rest,
    published_at: new Date(r.published_at).toISOString(),
    category:
      categoryId === null ? null : { id: categoryId, name: categoryName ?? '', slug: categorySlug ?? '' },
  };
}

/** The blog: posts newest first (by blog category), and one post by slug. */
export function blogRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.blogs, async ({ query }) => {
    const where = published(query.category_id ? eq(blogs.categoryId, query.category_id) : undefined);
    const [rows, [total]] = await Promise.all([
      selectBlogs(db)
        .where(where)
        .orderBy(desc(blogs.publishedAt), desc(blogs.id))
        .limit(query.limit)
        .offset((query.offset - 1) * query.limit),
      db.select({ n: count() }).from(blogs).where(where),
    ]);
    return { total_size: total?.n ?? 0, limit: query.limit, offset: query.offset, blogs: rows.map(toBlog) };
  });

  registerEndpoint(app, endpoints.blog, async ({ params }) => {
    const [row] = await db
      .select({ ...blogFields, body: blogs.body })
      .from(blogs)
      .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(published(eq(blogs.slug, params.slug)))
      .limit(1);
    if (!row) throw AppError.notFound('blog', 'catalogue.blog_not_found');
    return toBlog(row);
  });
}
