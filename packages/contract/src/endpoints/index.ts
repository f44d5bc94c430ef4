import { authEndpoints } from './auth';
import { catalogueEndpoints } from './catalogue';
import { configEndpoints } from './config';
import { customerEndpoints } from './customer';

export { catalogueEndpoints } from './catalogue';

/** Every call of /api/v1, by name. Each area keeps its own file. */
export const endpoints = {
  ...configEndpoints,
  ...catalogueEndpoints,
  ...authEndpoints,
  ...customerEndpoints,
} as const;

export type Endpoints = typeof endpoints;
