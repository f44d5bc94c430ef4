import { CitiesResponseSchema, ConfigSchema, ZoneQuerySchema, ZoneResponseSchema } from '../config';
import { defineEndpoint } from '../endpoint';

/** Business settings, zones and cities. */
export const configEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/config',
    tag: 'config',
    summary: 'Business settings, policy texts, courier rates and image base URLs',
    response: ConfigSchema,
  }),
  zoneId: defineEndpoint({
    method: 'GET',
    path: '/config/get-zone-id',
    tag: 'config',
    summary: 'The delivery zone(s) containing a point',
    query: ZoneQuerySchema,
    response: ZoneResponseSchema,
  }),
  citiesList: defineEndpoint({
    method: 'GET',
    path: '/config/cities-list',
    tag: 'config',
    summary: 'Cities the marketplace serves',
    response: CitiesResponseSchema,
  }),
} as const;
