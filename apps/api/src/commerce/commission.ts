import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings, stores } from '../db/schema';
import { AppError } from '../platform/errors';
import { type AuditActor, recordAudit } from './audit';
import type { Db } from './tx';

/** The settings key of the market's default commission, a JSON number of percent (decision 410). */
export const DEFAULT_COMMISSION_KEY = 'admin_commission';
export const DEFAULT_COMMISSION_PERCENT = 10;

export const isCommissionPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** A setting's JSON text as a number; anything else (absent, not JSON, not a number) is NaN. */
function readNumber(text: string | undefined): number {
  try {
    const value: unknown = text === undefined ? null : JSON.parse(text);
    return typeof value === 'number' ? value : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The market's default commission: the `admin_commission` setting, else 10 %. */
export async function defaultCommission(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, DEFAULT_COMMISSION_KEY));
  const value = readNumber(row?.value);
  return isCommissionPercent(value) ? value : DEFAULT_COMMISSION_PERCENT;
}

/** The commission the operator set for a store, or the market's default when it set none. */
export async function commissionOf(db: Db, storeId: number): Promise<number> {
  const [store] = await db
    .select({ commission: stores.commission })
    .from(stores)
    .where(eq(stores.id, storeId));
  return isCommissionPercent(store?.commission) ? store.commission : defaultCommission(db);
}

const checked = (percent: number) => {
  if (!isCommissionPercent(percent)) throw AppError.field('commission', 'money.commission_invalid');
  return percent;
};

/** The operator sets a store's commission (null: the market's default from then on). */
export async function setStoreCommission(
  db: Database,
  actor: AuditActor,
  storeId: number,
  percent: number | null,
) {
  const value = percent === null ? null : checked(percent);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: stores.id, name: stores.name, commission: stores.commission })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for('no key update');
    if (!before) throw AppError.notFound('store');
    await tx.update(stores).set({ commission: value }).where(eq(stores.id, storeId));
    await recordAudit(tx, actor, {
      action: 'store.commission',
      entity: 'store',
      entityId: storeId,
      storeId,
      before: { commission: before.commission },
      after: { commission: value },
    });
    return { ...before, commission: value };
  });
}

/** The operator sets the market's default commission (stores with none of their own follow it). */
export async function setDefaultCommission(db: Database, actor: AuditActor, percent: number) {
  const value = checked(percent);
  return db.transaction(async (tx) => {
    const before = await defaultCommission(tx);
    await tx
      .insert(settings)
      .values({ key: DEFAULT_COMMISSION_KEY, value: JSON.stringify(value) })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: JSON.stringify(value), updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'settings.commission',
      entity: 'settings',
      entityId: DEFAULT_COMMISSION_KEY,
      before: { commission: before },
      after: { commission: value },
    });
    return value;
  });
}
