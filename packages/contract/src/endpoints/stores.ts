import { z } from 'zod';
import { IdOrSlugParamsSchema, STORE_FILTERS, StoreListQuerySchema } from '../catalogue-query';
import { defineEndpoint } from '../endpoint';
import { StoreDetailsSchema, StoreListSchema } from '../store';

/** Stores: lists and one store. A store's items come through any item list with `store_id`. */
export const storeEndpoints = {
  stores: defineEndpoint({
    method: 'GET',
    path: '/stores/get-stores/{filter}',
    tag: 'stores',
    summary:
      'Stores: all (by name), popular (most ordered), latest, top_rated or featured; city_id narrows to one city. ' +
      'Headers zoneId and moduleId narrow the list.',
    params: z.object({ filter: z.enum(STORE_FILTERS) }),
    query: StoreListQuerySchema,
    response: StoreListSchema,
  }),
  storeDetails: defineEndpoint({
    method: 'GET',
    path: '/stores/details/{id}',
    tag: 'stores',
    summary: 'One store by id or slug, with its schedule, open-now flag and categories',
    params: IdOrSlugParamsSchema,
    response: StoreDetailsSchema,
  }),
} as const;
