import { type Category, endpoints } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgetCategoryTree, localizedCategoryTree } from '../../catalogue/category-tree';
import { markFavouriteItems } from '../../catalogue/favourites';
import { chooseOrder } from '../../catalogue/items/item-filters';
import { listItems } from '../../catalogue/items/repository';
import { sendTrustedJson } from '../../catalogue/items/trusted-json';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { type MarketScope, readMarketScope } from '../../platform/headers';
import { clearOnChange, loadingCache } from '../../platform/loading-cache';
import { requestLocale } from '../../platform/locale';
import type { AppDeps } from '../area';

/** Deals shown above a category's products when `with_deal_items=1`. */
const DEALS_PER_CATEGORY = 10;

export function categoryRoutes(app: FastifyInstance, { db, changes, catalogue }: AppDeps) {
  const totals = loadingCache<number>(30_000);
  // Totals follow every committed list change (decision 209); 30 s is only their upper bound.
  clearOnChange(totals, changes, 'lists');
  clearOnChange({ clear: () => forgetCategoryTree(db) }, changes, 'members');
  // Names in the language the client asked for (decision 216).
  const tree = (req: FastifyRequest) => localizedCategoryTree(db, requestLocale(req));
  const inModule = (scope: MarketScope) => (c: Category) =>
    scope.moduleId === null || c.module_id === null || c.module_id === scope.moduleId;

  const find = async (idOrSlug: string, req: FastifyRequest) => {
    const all = await tree(req);
    const byId = /^\d{1,10}$/.test(idOrSlug) ? all.get(Number(idOrSlug)) : undefined;
    const category = byId ?? [...all.values()].find((c) => c.slug === idOrSlug.toLowerCase());
    if (!category) throw AppError.notFound('category', 'catalogue.category_not_found');
    return category;
  };

  registerEndpoint(app, endpoints.categories, async ({ req }) => {
    const keep = inModule(readMarketScope(req));
    return [...(await tree(req)).values()].filter((c) => c.parent_id === null && keep(c));
  });

  registerEndpoint(
    app,
    endpoints.categoryChildren,
    async ({ params, req }) => (await find(String(params.id), req)).childes,
  );

  registerEndpoint(app, endpoints.category, async ({ params, req }) => find(String(params.id), req));

  registerEndpoint(app, endpoints.categoryItems, async ({ params, query, req, reply }) => {
    sendTrustedJson(reply);
    const category = await find(params.id, req);
    const scope = readMarketScope(req);
    const filters = { ...query, category_id: category.id };
    const request = { filters, scope, limit: query.limit, offset: query.offset };
    const [page, deals] = await Promise.all([
      listItems(db, totals, { ...request, order: chooseOrder(query.sort, 'popularity') }, catalogue),
      query.with_deal_items
        ? listItems(
            db,
            totals,
            {
              ...request,
              order: 'popularity',
              rule: { discounted: true },
              limit: DEALS_PER_CATEGORY,
              offset: 1,
            },
            catalogue,
          )
        : undefined,
    ]);
    // One favourites lookup for the page and its deals together.
    const marked = await markFavouriteItems(db, req, [...page.products, ...(deals?.products ?? [])]);
    const products = marked.slice(0, page.products.length);
    return deals
      ? { ...page, products, deal_products: marked.slice(products.length) }
      : { ...page, products };
  });
}
