import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../commerce/tx';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../platform/errors';

const KEY = /^[\w.:-]{1,100}$/;

/** The `Idempotency-Key` header, or null without one; a malformed key is a field error. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw AppError.field('Idempotency-Key', 'api.idempotency_key_invalid');
  }
  return value;
}

/** JSON with keys in a fixed order, so the same request always hashes alike. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(stable(body)).digest('hex');

export type Claim = { claimed: true; id: number } | { claimed: false; status: number; body: unknown };

/**
 * Claims a key for this placement, inside its transaction (decision 401). A parallel request with the
 * same key waits on the uncommitted row and then finds it done: it answers the first answer. Only a
 * placed order is remembered: a refusal rolls the claim back with everything else, so a corrected retry
 * with the same key is judged afresh. The same key with another body is refused (422).
 */
export async function claimKey(tx: Tx, userId: number, key: string, hash: string): Promise<Claim> {
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { claimed: true, id: inserted.id };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (row && row.requestHash !== hash) {
    throw AppError.of(422, 'Idempotency-Key', 'order.idempotency_mismatch');
  }
  if (!row?.completedAt || row.responseStatus === null) {
    throw AppError.of(409, 'Idempotency-Key', 'order.idempotency_in_progress');
  }
  return { claimed: false, status: row.responseStatus, body: row.responseBody };
}

export async function completeKey(tx: Tx, id: number, status: number, body: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body, completedAt: new Date() })
    .where(eq(idempotencyKeys.id, id));
}
