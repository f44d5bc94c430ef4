import type { BusinessSetup } from '@bazaar/contract';
import { deliveryTimeInOrder, formatDeliveryTime, type MessageRef, parseDeliveryTime } from '@bazaar/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../commerce/tx';
import { cities, type stores, zones } from '../../db/schema';
import { refusal } from './refusal';
import type { StoreColumns } from './store-read';

type StoreChange = Partial<typeof stores.$inferInsert>;
type Problem = { code: string; message: MessageRef };

/**
 * The columns a settings form changes, judged on the store as it will be (each field left out keeps
 * the stored one): the delivery time range in order (the spec's rule), the map point inside the zone,
 * the zone an active one. The pictures are stored names already. Throws the form's refusal.
 */
export async function settingsChange(
  tx: Tx,
  current: StoreColumns,
  body: BusinessSetup,
  pictures: { logo?: string; cover?: string },
): Promise<StoreChange> {
  const problems: Problem[] = [];
  const change: StoreChange = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.translations !== undefined && { translations: body.translations }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.minimum_order !== undefined && { minimumOrder: body.minimum_order }),
    ...(body.tax !== undefined && { tax: body.tax }),
    ...(body.announcement !== undefined && { announcement: body.announcement }),
    ...(body.free_delivery !== undefined && { freeDelivery: body.free_delivery }),
    ...(body.take_away !== undefined && { takeAway: body.take_away }),
    ...(pictures.logo && { logo: pictures.logo }),
    ...(pictures.cover && { coverPhoto: pictures.cover }),
  };
  const deliveryTime = deliveryTimeChange(current, body, problems);
  if (deliveryTime) change.deliveryTime = deliveryTime;
  Object.assign(change, await placeChange(tx, current, body, problems));
  if (problems.length > 0) throw refusal(problems);
  return change;
}

/** The range as it will be: what is sent over what is kept, all three needed, the maximum not below. */
function deliveryTimeChange(current: StoreColumns, body: BusinessSetup, problems: Problem[]) {
  const sent = [body.minimum_delivery_time, body.maximum_delivery_time, body.delivery_time_type];
  if (sent.every((v) => v === undefined)) return null;
  const kept = parseDeliveryTime(current.deliveryTime);
  const min = body.minimum_delivery_time ?? kept?.min;
  const max = body.maximum_delivery_time ?? kept?.max;
  const type = body.delivery_time_type ?? kept?.type;
  const missing = { key: 'store_setup.delivery_time_missing' } as const;
  if (min === undefined) problems.push({ code: 'minimum_delivery_time', message: missing });
  if (max === undefined) problems.push({ code: 'maximum_delivery_time', message: missing });
  if (type === undefined) problems.push({ code: 'delivery_time_type', message: missing });
  if (min === undefined || max === undefined || type === undefined) return null;
  if (!deliveryTimeInOrder(min, max)) {
    problems.push({ code: 'maximum_delivery_time', message: { key: 'validation.delivery_time_order' } });
    return null;
  }
  return formatDeliveryTime({ min, max, type });
}

/**
 * The zone and map point as they will be: the zone an active one, the point inside its area (when the
 * store has a point). A new zone brings its city, as an approved application's store gets.
 */
async function placeChange(
  tx: Tx,
  current: StoreColumns,
  body: BusinessSetup,
  problems: Problem[],
): Promise<StoreChange> {
  const pointSent = body.latitude !== undefined || body.longitude !== undefined;
  if (!pointSent && body.zone_id === undefined) return {};
  const zoneId = body.zone_id ?? current.zoneId;
  const latitude = body.latitude ?? current.latitude;
  const longitude = body.longitude ?? current.longitude;
  const [zone] =
    zoneId === null
      ? []
      : await tx
          .select({
            id: zones.id,
            holds:
              latitude === null || longitude === null
                ? sql<boolean>`true`
                : sql<boolean>`${zones.coordinates} @> point(${longitude}, ${latitude})`,
          })
          .from(zones)
          .where(and(eq(zones.id, zoneId), eq(zones.active, true)));
  if (!zone) {
    problems.push({ code: 'zone_id', message: { key: 'validation.invalid_choice' } });
    return {};
  }
  if (!zone.holds) {
    problems.push({ code: pointSent ? 'latitude' : 'zone_id', message: { key: 'store_setup.outside_zone' } });
    return {};
  }
  const change: StoreChange = { latitude, longitude };
  if (zone.id !== current.zoneId) {
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.zoneId, zone.id))
      .orderBy(asc(cities.id))
      .limit(1);
    Object.assign(change, { zoneId: zone.id, cityId: city?.id ?? null });
  }
  return change;
}

/** The stored values of the columns a change names: the audit's "before". */
export function valuesBefore(current: StoreColumns, change: StoreChange): Record<string, unknown> {
  return Object.fromEntries(Object.keys(change).map((k) => [k, current[k as keyof StoreColumns]]));
}
