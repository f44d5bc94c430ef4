import { endpoints } from '@bazaar/contract';
import {
  type CouponProblem,
  NEW_COUPON_DEFAULTS,
  pakistanDate,
  type StoreCouponFields,
  type StoreCouponInput,
  storeCouponProblems,
} from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../auth/accounts';
import { type AuthedStaff, currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import type { CouponRow } from '../../commerce/coupons';
import type { Tx } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import {
  codeTaken,
  couponColumns,
  couponInput,
  couponPage,
  everUsed,
  ownCoupon,
  vendorCoupon,
} from './coupon-rows';
import { refusal } from './refusal';

const codeTakenError = () => AppError.field('code', 'store_coupon.code_taken');

/** The rules between fields (domain), under their fields; dates are judged against today when sent. */
function judge(coupon: StoreCouponInput, sent: StoreCouponFields, used?: number) {
  const datesSent = sent.start_date !== undefined || sent.expire_date !== undefined;
  const today = datesSent ? pakistanDate(new Date()) : undefined;
  const problems: CouponProblem[] = storeCouponProblems(coupon, { today, used });
  if (problems.length > 0) throw refusal(problems.map((p) => ({ code: p.field, message: p.message })));
}

/**
 * A seller's coupons for their own store (decision 408): always store-wise, so checkout gives their
 * discount to that store's group of a cart only (decision 104). Every write locks what it changes and
 * is audited; a coupon an order ever used is never deleted (switch it off), nor its code changed.
 */
export function couponRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorCoupons, async ({ query, req }) => {
    const storeId = currentStaff(req).storeId!;
    const active = query.status === undefined ? undefined : query.status === 'active';
    const rows = await couponPage(db, storeId, {
      limit: query.limit,
      skip: (query.offset - 1) * query.limit,
      active,
    });
    return {
      total_size: rows[0]?.total ?? 0,
      limit: query.limit,
      offset: query.offset,
      coupons: rows.map((r) => vendorCoupon(r.coupon)),
    };
  });

  registerEndpoint(app, endpoints.vendorCoupon, async ({ params, req }) =>
    vendorCoupon(await ownCoupon(db, currentStaff(req).storeId!, params.id)),
  );

  registerEndpoint(app, endpoints.vendorCouponStore, async ({ body, req }) => {
    const staff = currentStaff(req);
    const coupon: StoreCouponInput = { ...NEW_COUPON_DEFAULTS, ...sentOnly(body) };
    judge(coupon, body);
    const row = await auditedWrite(db, staff, 'coupon.create', null, async (tx) => {
      if (await codeTaken(tx, coupon.code)) throw codeTakenError();
      return tx
        .insert(coupons)
        .values({ ...couponColumns(coupon), couponType: 'store_wise', storeId: staff.storeId! })
        .returning();
    });
    return { message: say(req, 'store_coupon.created'), coupon: vendorCoupon(row!) };
  });

  registerEndpoint(app, endpoints.vendorCouponUpdate, async ({ params, body, req }) => {
    const staff = currentStaff(req);
    const row = await auditedWrite(db, staff, 'coupon.update', params.id, async (tx, current) => {
      const coupon = merged(current!, body);
      judge(coupon, body, current!.totalUses);
      if (coupon.code.toLowerCase() !== current!.code.toLowerCase())
        await checkNewCode(tx, current!, coupon.code);
      return tx.update(coupons).set(couponColumns(coupon)).where(eq(coupons.id, current!.id)).returning();
    });
    return { message: say(req, 'store_coupon.updated'), coupon: vendorCoupon(row!) };
  });

  registerEndpoint(app, endpoints.vendorCouponStatus, async ({ params, body, req }) => {
    const staff = currentStaff(req);
    const row = await auditedWrite(db, staff, 'coupon.status', params.id, (tx, current) =>
      tx
        .update(coupons)
        .set({ active: body.status === 1 })
        .where(eq(coupons.id, current!.id))
        .returning(),
    );
    return { message: say(req, 'store_coupon.status_updated'), coupon: vendorCoupon(row!) };
  });

  registerEndpoint(app, endpoints.vendorCouponDelete, async ({ params, req }) => {
    const staff = currentStaff(req);
    await auditedWrite(db, staff, 'coupon.delete', params.id, async (tx, current) => {
      if (await everUsed(tx, current!)) throw AppError.of(409, 'coupon', 'store_coupon.used_no_delete');
      await tx.delete(coupons).where(eq(coupons.id, current!.id));
      return [];
    });
    return { message: say(req, 'store_coupon.deleted') };
  });
}

/**
 * One coupon write in one transaction: the seller's own coupon `id` locked first (missing or another
 * store's: 404), then `write`, then the audit row with the coupon before and after. A code taken by a
 * coupon written outside these routes meanwhile is the form's 'code taken', not a 500.
 */
async function auditedWrite(
  db: Database,
  staff: AuthedStaff,
  action: string,
  id: number | null,
  write: (tx: Tx, current: CouponRow | null) => Promise<CouponRow[]>,
): Promise<CouponRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const current = id === null ? null : await ownCoupon(tx, staff.storeId!, id, true);
      const [row] = await write(tx, current);
      await recordAudit(tx, staff, {
        action,
        entity: 'coupon',
        entityId: row?.id ?? current?.id ?? null,
        before: current && vendorCoupon(current),
        after: row && vendorCoupon(row),
      });
      return row ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTakenError();
    throw error;
  }
}

/**
 * An edit over the stored coupon. Switching to an amount discount without naming a cap drops the cap
 * (a cap is for percent discounts only), rather than refusing a form that never showed one.
 */
function merged(current: CouponRow, sent: StoreCouponFields): StoreCouponInput {
  const dropCap = sent.discount_type === 'amount' && sent.max_discount === undefined;
  return { ...couponInput(current), ...sentOnly(sent), ...(dropCap && { max_discount: null }) };
}

/** The fields a form sent (a field left out never overwrites one kept). */
const sentOnly = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]-?: Exclude<T[K], undefined>;
  };

async function checkNewCode(tx: Tx, current: CouponRow, code: string) {
  if (await everUsed(tx, current)) throw AppError.field('code', 'store_coupon.used_code_fixed');
  if (await codeTaken(tx, code, current.id)) throw codeTakenError();
}
