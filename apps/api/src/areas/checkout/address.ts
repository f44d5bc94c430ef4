import type { PlaceOrderBody } from '@bazaar/contract';
import { type Locale, t } from '@bazaar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../commerce/tx';
import { addresses, zones } from '../../db/schema';
import { AppError } from '../../http/errors';

export type DeliveryAddress = {
  contact_person_name: string;
  contact_person_number: string;
  address_type: string;
  address: string;
  road: string | null;
  house: string | null;
  floor: string | null;
  latitude: number;
  longitude: number;
  zone_id: number;
};

const REQUIRED = [
  'contact_person_name',
  'contact_person_number',
  'address',
  'latitude',
  'longitude',
] as const;

/**
 * Where the order goes: one of the customer's saved addresses (another customer's id is refused as
 * invalid, never shown), or the address fields of the form. The point must lie in an active zone.
 */
export async function resolveDeliveryAddress(
  tx: Tx,
  userId: number,
  body: PlaceOrderBody,
  locale: Locale,
): Promise<DeliveryAddress> {
  let picked: Omit<DeliveryAddress, 'zone_id'>;
  if (body.address_id !== undefined) {
    const [saved] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, userId)));
    if (!saved) throw AppError.field('address_id', t('order.address_invalid', {}, locale));
    picked = {
      contact_person_name: saved.contactPersonName,
      contact_person_number: saved.contactPersonNumber,
      address_type: saved.addressType,
      address: saved.address,
      road: saved.road,
      house: saved.house,
      floor: saved.floor,
      latitude: Number(saved.latitude),
      longitude: Number(saved.longitude),
    };
  } else {
    const missing = REQUIRED.filter((field) => body[field] === undefined);
    if (missing.length > 0) {
      const message = t('validation.field_empty', {}, locale);
      throw new AppError(
        403,
        missing.map((code) => ({ code, message })),
      );
    }
    picked = {
      contact_person_name: body.contact_person_name ?? '',
      contact_person_number: body.contact_person_number ?? '',
      address_type: body.address_type ?? 'home',
      address: body.address ?? '',
      road: body.road ?? null,
      house: body.house ?? null,
      floor: body.floor ?? null,
      latitude: body.latitude ?? 0,
      longitude: body.longitude ?? 0,
    };
  }
  const [zone] = await tx
    .select({ id: zones.id })
    .from(zones)
    .where(sql`${zones.active} and ${zones.coordinates} @> point(${picked.longitude}, ${picked.latitude})`)
    .limit(1);
  if (!zone) throw AppError.field('address', t('location.out_of_coverage', {}, locale));
  return { ...picked, zone_id: zone.id };
}
