import type { FastifyRequest } from 'fastify';
import { currentStaff } from '../../auth/staff';
import type { AuditActor } from '../../commerce/audit';

/** A signed-in seller as their order changes are scoped and recorded: the store they act for. */
export type Seller = AuditActor & { storeId: number };

/** The signed-in seller of a vendor/* call (a seller token always has its store). */
export function sellerOf(req: FastifyRequest): Seller {
  const member = currentStaff(req);
  return { id: member.id, role: member.role, storeId: member.storeId! };
}
