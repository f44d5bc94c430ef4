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
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import type { Tx } from '../../commerce/tx';
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
    const row = await db
      .transaction(async (tx) => {
        if (await codeTaken(tx, coupon.code)) throw codeTakenError();
        const [made] = await tx
          .insert(coupons)
          .values({ ...couponColumns(coupon), couponType: 'store_wise', storeId: staff.storeId! })
          .returning();
        await recordAudit(tx, staff, {
          action: 'coupon.create',
          entity: 'coupon',
          entityId: made!.id,
          after: vendorCoupon(made!),
        });
        return made!;
      })
      .catch(codeRace);
    return { message: say(req, 'store_coupon.created'), coupon: vendorCoupon(row) };
  });

  registerEndpoint(app, endpoints.vendorCouponUpdate, async ({ params, body, req }) => {
    const staff = currentStaff(req);
    const row = await db
      .transaction(async (tx) => {
        const current = await ownCoupon(tx, staff.storeId!, params.id, true);
        const coupon = merged(current, body);
        judge(coupon, body, current.totalUses);
        if (coupon.code.toLowerCase() !== current.code.toLowerCase())
          await checkNewCode(tx, current, coupon.code);
        const [changed] = await tx
          .update(coupons)
          .set(couponColumns(coupon))
          .where(eq(coupons.id, current.id))
          .returning();
        await recordAudit(tx, staff, {
          action: 'coupon.update',
          entity: 'coupon',
          entityId: current.id,
          before: vendorCoupon(current),
          after: vendorCoupon(changed!),
        });
        return changed!;
      })
      .catch(codeRace);
    return { message: say(req, 'store_coupon.updated'), coupon: vendorCoupon(row) };
  });

  registerEndpoint(app, endpoints.vendorCouponStatus, async ({ params, body, req }) => {
    const staff = currentStaff(req);
    const active = body.status === 1;
    const row = await db.transaction(async (tx) => {
      const current = await ownCoupon(tx, staff.storeId!, params.id, true);
      const [changed] = await tx
        .update(coupons)
        .set({ active })
        .where(eq(coupons.id, current.id))
        .returning();
      await recordAudit(tx, staff, {
        action: 'coupon.status',
        entity: 'coupon',
        entityId: current.id,
        before: { active: current.active },
        after: { active },
      });
      return changed!;
    });
    return { message: say(req, 'store_coupon.status_updated'), coupon: vendorCoupon(row) };
  });

  registerEndpoint(app, endpoints.vendorCouponDelete, async ({ params, req }) => {
    const staff = currentStaff(req);
    await db.transaction(async (tx) => {
      const current = await ownCoupon(tx, staff.storeId!, params.id, true);
      if (await everUsed(tx, current)) throw AppError.of(409, 'coupon', 'store_coupon.used_no_delete');
      await tx.delete(coupons).where(eq(coupons.id, current.id));
      await recordAudit(tx, staff, {
        action: 'coupon.delete',
        entity: 'coupon',
        entityId: current.id,
        before: vendorCoupon(current),
      });
    });
    return { message: say(req, 'store_coupon.deleted') };
  });
}

/**
 * An edit over the stored coupon. Switching to an amount discount without naming a cap drops the cap
 * (a cap is for percent discounts only), rather than refusing a form that never showed one.
 */
function merged(current: Parameters<typeof couponInput>[0], sent: StoreCouponFields): StoreCouponInput {
  const dropCap = sent.discount_type === 'amount' && sent.max_discount === undefined;
  return { ...couponInput(current), ...sentOnly(sent), ...(dropCap && { max_discount: null }) };
}

/** The fields a form sent (a field left out never overwrites one kept). */
const sentOnly = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]-?: Exclude<T[K], undefined>;
  };

async function checkNewCode(tx: Tx, current: Parameters<typeof everUsed>[1], code: string) {
  if (await everUsed(tx, current)) throw AppError.field('code', 'store_coupon.used_code_fixed');
  if (await codeTaken(tx, code, current.id)) throw codeTakenError();
}

/** A coupon written outside these routes with the same exact code, between the check and the write. */
function codeRace(error: unknown): never {
  if (isUniqueViolation(error)) throw codeTakenError();
  throw error;
}
