import type { City } from '@bazaar/contract';
import { ADDRESS_TEXT_MAX } from '@bazaar/domain';

/** The form field of a new address's city (not an API field: it gives the point and ends the address). */
export const CITY_FIELD = 'city_id';

/**
 * The city the posted point was taken in (a hidden field the form keeps in step): a point from
 * another city than the one now picked no longer holds, even when no script cleared it.
 */
export const POINT_CITY_FIELD = 'point_city_id';

/** Where a new address starts when the market's config (its default location) could not be read: Islamabad. */
export const FALLBACK_START = { lat: 33.6844, lng: 73.0479 };

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

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` names `city` as a whole word, in any case ("Lahori Gate" does not name Lahore). */
const names = (text: string, city: string) =>
  new RegExp(`(^|[^\\p{L}])${literal(city)}($|[^\\p{L}])`, 'iu').test(text);

/**
 * The street address as riders read it: the city added at the end unless the shopper already wrote
 * it, or unless it would no longer fit (the shopper's own text is never cut).
 */
export function withCity(address: string, city: string | undefined): string {
  const text = address.trim();
  if (!city || !text || names(text, city)) return text;
  const whole = `${text}, ${city}`;
  return whole.length <= ADDRESS_TEXT_MAX ? whole : text;
}

/**
 * A saved address taken apart for editing: the city that ends it (as saving wrote it), else the city
 * nearest its point; and the street without that ending, which saving adds again.
 */
export function editableAddress(
  address: string,
  point: { lat: number; lng: number },
  cities: readonly City[],
): { street: string; city: City | undefined } {
  const ending = (c: City) => new RegExp(`[\\s,]+${literal(c.name)}\\s*$`, 'iu');
  const named = cities.find((c) => ending(c).test(address));
  if (!named) return { street: address, city: nearestCity(cities, point) };
  const street = address.replace(ending(named), '').trim();
  return { street: street || address, city: named };
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
