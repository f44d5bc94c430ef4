import type { City } from '@bazaar/contract';

/** The form field of a new address's city (not an API field: it gives the point and ends the address). */
export const CITY_FIELD = 'city_id';

/** The city whose centre is nearest `point` (the market's default location), or undefined without cities. */
export function nearestCity(cities: readonly City[], point: { lat: number; lng: number }): City | undefined {
  let best: City | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const city of cities) {
    const distance = (city.latitude - point.lat) ** 2 + (city.longitude - point.lng) ** 2;
    if (distance < bestDistance) {
      best = city;
      bestDistance = distance;
    }
  }
  return best;
}

/** The city picked in the form, by its id as posted. */
export const cityById = (cities: readonly City[], id: string | null | undefined) =>
  cities.find((c) => String(c.id) === id);

/**
 * The street address as riders read it: the city added at the end unless the shopper already wrote
 * it (any case, as a whole word).
 */
export function withCity(address: string, city: string | undefined): string {
  const text = address.trim();
  if (!city || !text) return text;
  const named = new RegExp(`(^|[^\\p{L}])${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');
  return named.test(text) ? text : `${text}, ${city}`;
}

/**
 * Where a new address is on the map: the shopper's own point when they gave one (their location, or
 * coordinates typed in), else the centre of the city they picked; undefined fields when neither.
 */
export function deliveryPoint(
  city: City | undefined,
  own: { latitude?: string; longitude?: string },
): { latitude?: string; longitude?: string } {
  if (own.latitude && own.longitude) return { latitude: own.latitude, longitude: own.longitude };
  if (!city) return own;
  return { latitude: String(city.latitude), longitude: String(city.longitude) };
}
