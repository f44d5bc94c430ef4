import { isStoredId } from '@bazaar/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Where the shopper is and what they shop for, from the platform's headers: `zoneId` (JSON array
 * text such as `[1,2]`, or one id), `moduleId`, `latitude`, `longitude`. Node lower-cases header
 * names, so any spelling is accepted. Absent headers mean the whole market.
 */
export type MarketScope = {
  zoneIds: number[] | null;
  moduleId: number | null;
  latitude: number | null;
  longitude: number | null;
};

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

function parseZones(text: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const ids = Array.isArray(parsed) ? parsed : [parsed];
  if (ids.length === 0 || ids.length > 50 || !ids.every(isStoredId)) {
    throw AppError.field('zoneId', 'api.zone_header_invalid');
  }
  return [...new Set(ids)];
}

function parseNumber(text: string, code: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max)
    throw AppError.field(code, 'api.number_range', { name: code, min, max });
  return n;
}

/** Reads the scope headers once per request; a malformed one answers 403 with code = header name. */
export function readMarketScope(req: FastifyRequest): MarketScope {
  const zone = header(req, 'zoneId');
  const module = header(req, 'moduleId');
  const lat = header(req, 'latitude');
  const lng = header(req, 'longitude');
  const moduleId = module === undefined ? null : Number(module);
  if (moduleId !== null && !isStoredId(moduleId))
    throw AppError.field('moduleId', 'api.module_header_invalid');
  return {
    zoneIds: zone === undefined ? null : parseZones(zone),
    moduleId,
    latitude: lat === undefined ? null : parseNumber(lat, 'latitude', -90, 90),
    longitude: lng === undefined ? null : parseNumber(lng, 'longitude', -180, 180),
  };
}

/** A stable text for cache keys: two requests with the same scope share cached answers. */
export const scopeKey = (s: MarketScope) => `z${s.zoneIds?.join(',') ?? '*'}m${s.moduleId ?? '*'}`;
