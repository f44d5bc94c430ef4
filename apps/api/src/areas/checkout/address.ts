import type { PlaceOrderBody } from '@bazaar/contract';
import { and, eq } from 'drizzle-orm';
import { zoneAt } from '../../catalogue/zones';
import type { Tx } from '../../commerce/tx';
import { addresses } from '../../db/schema';
import { AppError } from '../../platform/errors';

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
): Promise<DeliveryAddress> {
  let picked: Omit<DeliveryAddress, 'zone_id'>;
  if (body.address_id !== undefined) {
    const [saved] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, userId)));
    if (!saved) throw AppError.field('address_id', 'order.address_invalid');
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
      throw new AppError(
        403,
        missing.map((code) => ({ code, key: 'validation.field_empty' as const })),
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
  const zoneId = await zoneAt(tx, picked);
  if (zoneId === null) throw AppError.field('address', 'location.out_of_coverage');
  return { ...picked, zone_id: zoneId };
}
