import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { loadCategoryTree } from './tree';

export function categoryRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.categories, async () => {
    const tree = await loadCategoryTree(db);
    return [...tree.values()].filter((c) => c.parent_id === null);
  });

  registerEndpoint(app, endpoints.categoryChildren, async ({ params }) => {
    const category = (await loadCategoryTree(db)).get(params.id);
    if (!category) throw AppError.notFound('category', 'Category not found');
    return category.childes;
  });

  registerEndpoint(app, endpoints.category, async ({ params }) => {
    const category = (await loadCategoryTree(db)).get(params.id);
    if (!category) throw AppError.notFound('category', 'Category not found');
    return category;
  });
}
