import { endpoints } from '@bazaar/contract';
import { type RangeProblem, type ScheduleRange, weekProblems } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { recordAudit } from '../../commerce/audit';
import type { Tx } from '../../commerce/tx';
import { storeSchedules } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { refusal } from './refusal';
import { type ScheduleRow, scheduleRows, storeRow, vendorSchedule } from './store-read';

const notFound = () => AppError.notFound('schedule', 'schedule.not_found');

/** A week's problems under the fields a form shows them at (`schedules.2.opening_time`, or `opening_time`). */
const refuseWeek = (problems: RangeProblem[], at: (p: RangeProblem) => string) =>
  refusal(problems.map((p) => ({ code: at(p), message: p.message })));

/**
 * Opening hours (decision 408): the week replaced at once, one range added, one removed. Every change
 * locks the store's row first, so two changes of one store's hours are judged one after the other,
 * and is audited with the week before and after.
 */
export function scheduleRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorSchedule, async ({ req }) => {
    const rows = await scheduleRows(db, currentStaff(req).storeId!);
    return { schedules: rows.map(vendorSchedule) };
  });

  registerEndpoint(app, endpoints.vendorScheduleWeek, async ({ body, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    const problems = weekProblems(body.schedules);
    if (problems.length > 0) throw refuseWeek(problems, (p) => `schedules.${p.index}.${p.field}`);
    const week = await db.transaction(async (tx) => {
      const before = await lockedWeek(tx, storeId);
      await tx.delete(storeSchedules).where(eq(storeSchedules.storeId, storeId));
      if (body.schedules.length > 0)
        await tx.insert(storeSchedules).values(body.schedules.map(rowOf(storeId)));
      return audited(tx, staff, 'store.hours', before);
    });
    return { message: say(req, 'schedule.updated'), schedules: week.map(vendorSchedule) };
  });

  registerEndpoint(app, endpoints.vendorScheduleAdd, async ({ body, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    const { added, week } = await db.transaction(async (tx) => {
      const before = await lockedWeek(tx, storeId);
      // Judged with the week it joins; only its own problems count (older rows are not the form's).
      const problems = weekProblems([...before, body]).filter((p) => p.index === before.length);
      if (problems.length > 0) throw refuseWeek(problems, (p) => p.field);
      const [row] = await tx
        .insert(storeSchedules)
        .values(rowOf(storeId)(body))
        .returning({ id: storeSchedules.id });
      const week = await audited(tx, staff, 'store.hours.add', before);
      return { added: week.find((r) => r.id === row!.id)!, week };
    });
    return {
      message: say(req, 'schedule.added'),
      schedule: vendorSchedule(added),
      schedules: week.map(vendorSchedule),
    };
  });

  registerEndpoint(app, endpoints.vendorScheduleDelete, async ({ params, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    const week = await db.transaction(async (tx) => {
      const before = await lockedWeek(tx, storeId);
      const gone = await tx
        .delete(storeSchedules)
        .where(and(eq(storeSchedules.id, params.id), eq(storeSchedules.storeId, storeId)))
        .returning({ id: storeSchedules.id });
      // Another store's range is missing, as one that never was.
      if (gone.length === 0) throw notFound();
      return audited(tx, staff, 'store.hours.remove', before);
    });
    return { message: say(req, 'schedule.removed'), schedules: week.map(vendorSchedule) };
  });
}

const rowOf = (storeId: number) => (range: ScheduleRange) => ({
  storeId,
  day: range.day,
  openingTime: range.opening_time,
  closingTime: range.closing_time,
});

/** The store's row locked (every change of its hours waits for the one before), then its week. */
async function lockedWeek(tx: Tx, storeId: number): Promise<ScheduleRow[]> {
  await storeRow(tx, storeId, true);
  return scheduleRows(tx, storeId);
}

/** Records the change of the week in the audit log and answers the week as it is now. */
async function audited(
  tx: Tx,
  staff: ReturnType<typeof currentStaff>,
  action: string,
  before: ScheduleRow[],
): Promise<ScheduleRow[]> {
  const after = await scheduleRows(tx, staff.storeId!);
  await recordAudit(tx, staff, {
    action,
    entity: 'store',
    entityId: staff.storeId,
    before: before.map(vendorSchedule),
    after: after.map(vendorSchedule),
  });
  return after;
}
