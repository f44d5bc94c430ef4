import { AddressBodySchema, type ApiCall, type City, endpoints } from '@bazaar/contract';
import { type FormFailure, fieldMessages, keptValues } from '@bazaar/contract/forms';
import { type Address, type Locale, t } from '@bazaar/domain';
import { ADDRESS_FIELDS } from './checkout';
import { CITY_FIELD, cityById, deliveryPoint, POINT_CITY_FIELD, withCity } from './delivery-point';

/** How many addresses the API keeps per customer: every page that lists them asks for all of them. */
export const ADDRESS_BOOK_SIZE = 50;

/** Every field of the new-address form: the API's, the city picked and the city its point was taken in. */
export const ADDRESS_FORM_FIELDS = [...ADDRESS_FIELDS, CITY_FIELD, POINT_CITY_FIELD] as const;

/**
 * The cities a new address may be in (a cached config answer); none when they cannot be read, and
 * the form then asks for the point itself.
 */
export const readCities = (api: ApiCall): Promise<City[]> =>
  api(endpoints.citiesList).then(
    (answer) => answer.cities,
    (): City[] => [],
  );

export type ReadAddress = { ok: true; address: Address } | { ok: false; failure: FormFailure };

/**
 * A new (or edited) address as a form posted it (components/checkout/new-address-fields.tsx), ready for
 * the API: the city picked gives the point unless the shopper gave their own, and ends the street
 * address; then the contract's address rules (spec §3 Address). Refusals by field, in the shopper's
 * language, with what was typed; with no point at all, the city is what they missed.
 */
export function readNewAddress(form: FormData, cities: readonly City[], locale: Locale): ReadAddress {
  const typed = keptValues(form, ADDRESS_FORM_FIELDS);
  const raw: Record<string, string | undefined> = Object.fromEntries(
    ADDRESS_FIELDS.map((n) => [n, typed[n]?.trim() || undefined]),
  );
  const cityId = typed[CITY_FIELD] ?? '';
  const city = cityById(cities, cityId);
  // A point taken in another city than the one now picked (a form without scripts keeps it) gives way.
  const pointCity = typed[POINT_CITY_FIELD];
  const own = pointCity && pointCity !== cityId ? {} : { latitude: raw.latitude, longitude: raw.longitude };
  Object.assign(raw, deliveryPoint(city, own));
  if (raw.address) raw.address = withCity(raw.address, city?.name);
  const parsed = AddressBodySchema.safeParse(raw);
  if (parsed.success) return { ok: true, address: parsed.data };
  const fields = fieldMessages(parsed.error, locale);
  if (!raw.latitude && cities.length > 0) fields[CITY_FIELD] = t('checkout.city_required', {}, locale);
  return { ok: false, failure: { fields, values: typed } };
}
