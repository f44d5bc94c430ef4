import { endpoints } from '@bazaar/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { items, stores } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { selectItems, toItems } from './item-shape';

export function itemRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.latestItems, async ({ query }) => {
    const filters: SQL[] = [eq(items.active, true), eq(stores.active, true)];
    if (query.store_id) filters.push(eq(items.storeId, query.store_id));
    if (query.category_id) {
      filters.push(sql`${items.categoryIds} @> ${JSON.stringify([{ id: query.category_id }])}::jsonb`);
    }
    if (query.type === 'veg') filters.push(eq(items.veg, true));
    if (query.type === 'non_veg') filters.push(eq(items.veg, false));
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      selectItems(db)
        .where(where)
        .orderBy(desc(items.createdAt), desc(items.id))
        .limit(query.limit)
        .offset((query.offset - 1) * query.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .innerJoin(stores, eq(stores.id, items.storeId))
        .where(where),
    ]);
    return {
      total_size: total?.n ?? 0,
      limit: query.limit,
      offset: query.offset,
      products: await toItems(db, rows),
    };
  });
}
