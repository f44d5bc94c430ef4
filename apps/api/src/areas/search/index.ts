import { endpoints } from '@bazaar/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localizeCategoryNames } from '../../catalogue/category-tree';
import { markFavouriteItems, markFavouriteStores } from '../../catalogue/favourites';
import { bindItemFilter, chooseOrder } from '../../catalogue/items/item-filters';
import { pageOfItems, toItems } from '../../catalogue/items/item-shape';
import { countItems } from '../../catalogue/items/repository';
import type { LiveSearchIndex } from '../../catalogue/search-index/live-index';
import { bindStoreFilter, countStores } from '../../catalogue/stores/repository';
import { selectStoreRows, toStores } from '../../catalogue/stores/store-shape';
import { clockOf } from '../../platform/answer-clock';
import { registerEndpoint } from '../../platform/endpoint';
import { readMarketScope } from '../../platform/headers';
import { requestLocale } from '../../platform/locale';
import { dropGaugeReader, gaugeFrom } from '../../platform/metrics';
import type { AppDeps } from '../area';
import { suggestCategories, suggestItems, suggestStores } from './repository';
import { readWords, toTsquery } from './terms';

/**
 * Sends JSON already written (each item encoded by the contract's schema when it was shaped): the
 * route's serializer would only parse and write it again.
 */
function sendJson(reply: FastifyReply, json: string) {
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(json);
}

const indexes = new WeakMap<FastifyInstance, LiveSearchIndex>();

/** The app's search index (tests wait for it with `settled()`). */
export const searchIndexOf = (app: FastifyInstance) => indexes.get(app);

/**
 * Search (decisions 201, 207): answered from the in-memory index kept in step with the database by
 * the change feed; from PostgreSQL full-text search while the index is building, catching up after
 * a rebuild, or the feed is down.
 */
export function searchRoutes(app: FastifyInstance, { db, catalogue: live }: AppDeps) {
  indexes.set(app, live);
  // Whether search answers from the index now (1) or from the database (0): benches wait for 1.
  const ready = () => (live.usable ? 1 : 0);
  gaugeFrom(
    'bazaar_search_index_ready',
    'Search answered from the in-memory index (1) or the database (0)',
    ready,
  );
  gaugeFrom('bazaar_search_index_items', 'Items in the in-memory search index', () => live.stats.items);
  app.addHook('onClose', async () => dropGaugeReader('bazaar_search_index_ready', ready));

  registerEndpoint(app, endpoints.searchItems, async ({ query, req, reply }) => {
    const scope = readMarketScope(req);
    const skip = (query.offset - 1) * query.limit;
    const order = chooseOrder(query.sort, 'search_rank');
    const index = await live.current();
    if (index) {
      const found = index.findItems(query.name, { filters: query, scope, order, skip, limit: query.limit });
      const shaped = await live.shapeItems(found.ids);
      const page = { total_size: found.total, limit: query.limit, offset: query.offset, terms: found.terms };
      // A customer's page marks favourites; a guest's is joined from the items' JSON (decision 207).
      if (req.headers.authorization) {
        const products = await markFavouriteItems(
          db,
          req,
          shaped.map((s) => s.item),
        );
        return { ...page, products };
      }
      const head = JSON.stringify(page).slice(0, -1);
      return sendJson(reply, `${head},"products":[${shaped.map((s) => s.json).join(',')}]}`);
    }
    const read = toTsquery(await readWords(db, query.name));
    const page = { total_size: 0, limit: query.limit, offset: query.offset, terms: read.terms, products: [] };
    if (!read.tsquery) return page;
    const bound = bindItemFilter(query, scope, { tsquery: read.tsquery });
    const { rows, total } = await pageOfItems(db, bound, order, {
      limit: query.limit,
      skip,
      withTotal: true,
    });
    return {
      ...page,
      total_size: total ?? (skip > 0 ? await countItems(db, bound) : 0),
      products: await markFavouriteItems(db, req, toItems(rows)),
    };
  });

  registerEndpoint(app, endpoints.searchStores, async ({ query, req }) => {
    const scope = readMarketScope(req);
    const skip = (query.offset - 1) * query.limit;
    const index = await live.current();
    if (index) {
      const read = index.read(query.name);
      const found = index.searchStores(read, scope, query.city_id, { skip, limit: query.limit });
      const ordered = await live.storeRowsOf(found.ids);
      return {
        total_size: found.total,
        limit: query.limit,
        offset: query.offset,
        terms: read.terms,
        stores: await markFavouriteStores(db, req, toStores(ordered, clockOf(req), requestLocale(req))),
      };
    }
    const read = toTsquery(await readWords(db, query.name));
    const page = { total_size: 0, limit: query.limit, offset: query.offset, terms: read.terms, stores: [] };
    if (!read.tsquery) return page;
    const bound = bindStoreFilter(scope, { cityId: query.city_id, tsquery: read.tsquery });
    const { rows, total } = await selectStoreRows(db, bound, 'search_rank', {
      limit: query.limit,
      skip,
      withTotal: true,
    });
    return {
      ...page,
      total_size: total ?? (skip > 0 ? await countStores(db, bound) : 0),
      stores: await markFavouriteStores(db, req, toStores(rows, clockOf(req), requestLocale(req))),
    };
  });

  registerEndpoint(app, endpoints.searchSuggestions, async ({ query, req }) => {
    const scope = readMarketScope(req);
    const locale = requestLocale(req);
    const index = await live.current();
    if (index) {
      const read = index.read(query.name);
      if (read.groups.length === 0) return { terms: [], items: [], stores: [], categories: [] };
      const found = index.suggest(read, scope);
      return {
        terms: read.terms,
        ...found,
        categories: await localizeCategoryNames(db, found.categories, locale),
      };
    }
    // Items, stores and categories whose names (or, for items, category and store names) match.
    const read = toTsquery(await readWords(db, query.name));
    if (!read.tsquery) return { terms: [], items: [], stores: [], categories: [] };
    const [items, stores, categories] = await Promise.all([
      suggestItems(db, read.tsquery, scope),
      suggestStores(db, read.tsquery, scope),
      suggestCategories(db, read.tsquery, scope),
    ]);
    return {
      terms: read.terms,
      items,
      stores,
      categories: await localizeCategoryNames(db, categories, locale),
    };
  });
}
