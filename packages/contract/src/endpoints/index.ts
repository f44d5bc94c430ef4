import { catalogueEndpoints } from './catalogue';
import { configEndpoints } from './config';

export { ItemListQuerySchema } from './catalogue';

/** Every call of /api/v1, by name. Each area keeps its own file. */
export const endpoints = {
  ...configEndpoints,
  ...catalogueEndpoints,
} as const;

export type Endpoints = typeof endpoints;
