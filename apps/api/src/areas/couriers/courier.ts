import type { FastifyRequest } from 'fastify';
import { type AuthedStaff, currentStaff } from '../../auth/staff';
import { type CourierRow, findCourier } from '../../commerce/couriers';
import type { Db } from '../../commerce/tx';
import { AppError } from '../../platform/errors';

/** The signed-in courier of a delivery-man/* call, as their changes are scoped and recorded. */
export type Courier = Pick<AuthedStaff, 'id' | 'role' | 'storeId'>;

export function courierOf(req: FastifyRequest): Courier {
  const member = currentStaff(req);
  return { id: member.id, role: member.role, storeId: member.storeId };
}

/** The signed-in courier with their profile as it is now (online, zone); 404 without a profile. */
export async function signedInCourier(db: Db, courierId: number): Promise<CourierRow> {
  const courier = await findCourier(db, courierId);
  if (!courier) throw AppError.notFound('courier', 'courier.not_found');
  return courier;
}
