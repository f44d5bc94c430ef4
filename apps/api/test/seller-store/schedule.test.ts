import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, storeSchedules } from '../../src/db/schema';
import { call, expectSellerOnly, type SellerStoreApp, sellerStoreApp } from './support';

// Issue 36, opening hours: GET and PUT vendor/schedule, POST vendor/schedule/store,
// DELETE vendor/schedule/{id} (decision 408).

let s: SellerStoreApp;
beforeAll(async () => {
  s = await sellerStoreApp();
});
afterAll(() => s.t.close());

const week = (schedules: object[], locale?: string) =>
  call(s.t, '/vendor/schedule', { method: 'PUT', token: s.tokens.seller, payload: { schedules }, locale });
const add = (range: object, token = s.tokens.seller) =>
  call(s.t, '/vendor/schedule/store', { method: 'POST', token, payload: range });
const range = (day: number, opening_time: string, closing_time: string) => ({
  day,
  opening_time,
  closing_time,
});

describe('the week of opening hours', () => {
  it('replaces the whole week at once: two ranges on weekdays, past midnight on Friday, Sunday closed', async () => {
    const res = await week([
      ...[1, 2, 3, 4].flatMap((day) => [range(day, '09:00', '13:00'), range(day, '14:00', '21:00')]),
      range(5, '18:00', '02:00'),
      range(6, '10:00', '22:00'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { schedules, message } = res.json();
    expect(message).toBe('Opening hours updated successfully');
    expect(schedules).toHaveLength(10);
    expect(schedules.filter((r: { day: number }) => r.day === 0)).toEqual([]);
    expect(schedules.find((r: { day: number }) => r.day === 5)).toMatchObject({
      opening_time: '18:00:00',
      closing_time: '02:00:00',
    });
    const got = await call(s.t, '/vendor/schedule', { token: s.tokens.seller });
    expect(got.json().schedules).toEqual(schedules);
    // Shoppers read the same week on the store page at once.
    const page = (await call(s.t, `/stores/details/${s.storeId}`)).json();
    expect(page.schedules).toHaveLength(10);
    const [audit] = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, s.storeId), eq(auditLog.action, 'store.hours')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.after).toHaveLength(10);
    expect((audit!.before as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses overlapping ranges under the range’s field, in the request’s language, and keeps the old week', async () => {
    const before = (await call(s.t, '/vendor/schedule', { token: s.tokens.seller })).json().schedules;
    const res = await week(
      [range(1, '09:00', '14:00'), range(1, '13:00', '20:00'), range(2, '10:00', '10:00')],
      'ur',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { code: 'schedules.1.opening_time', message: 'یہ اوقات 09:00–14:00 سے ٹکراتے ہیں' },
      {
        code: 'schedules.2.closing_time',
        message: 'بند ہونے کا وقت کھلنے کے وقت جیسا نہیں ہو سکتا (00:00 سے 00:00 کا مطلب ہے سارا دن کھلا)',
      },
    ]);
    expect((await call(s.t, '/vendor/schedule', { token: s.tokens.seller })).json().schedules).toEqual(
      before,
    );
  });

  it('refuses a malformed time and day under their fields', async () => {
    const res = await week([{ day: 9, opening_time: '9am', closing_time: '17:00' }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { code: 'schedules.0.day', message: 'Choose a day from 0 (Sunday) to 6 (Saturday)' },
      { code: 'schedules.0.opening_time', message: 'Enter a time as HH:MM' },
    ]);
  });

  it('an empty week closes the store every day', async () => {
    const res = await week([]);
    expect(res.statusCode).toBe(200);
    expect((await call(s.t, `/stores/details/${s.storeId}`)).json()).toMatchObject({
      schedules: [],
      open: 0,
    });
  });
});

describe('one range at a time', () => {
  it('adds a range that overlaps nothing, refuses one that does, removes its own', async () => {
    await week([range(1, '09:00', '13:00')]);
    const added = await add(range(1, '14:00', '18:00'));
    expect(added.statusCode, added.body).toBe(200);
    const { schedule, schedules } = added.json();
    expect(schedule).toMatchObject({ day: 1, opening_time: '14:00:00', closing_time: '18:00:00' });
    expect(schedules).toHaveLength(2);

    const clash = await add(range(1, '17:00', '19:00'));
    expect(clash.statusCode).toBe(403);
    expect(clash.json().errors).toEqual([
      { code: 'opening_time', message: 'These hours overlap 14:00–18:00' },
    ]);
    // Sunday night past midnight runs into Monday 09:00.
    const night = await add(range(0, '22:00', '10:00'));
    expect(night.json().errors).toEqual([
      { code: 'opening_time', message: 'These hours overlap 09:00–13:00' },
    ]);

    const removed = await call(s.t, `/vendor/schedule/${schedule.id}`, {
      method: 'DELETE',
      token: s.tokens.seller,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: 'Opening hours removed successfully',
      schedules: [{ day: 1 }],
    });
  });

  it('another store’s range is 404, as a missing one, and stays', async () => {
    const [theirs] = await s.t.db
      .select()
      .from(storeSchedules)
      .where(eq(storeSchedules.storeId, s.otherStoreId))
      .limit(1);
    for (const id of [theirs!.id, 2_000_000]) {
      const res = await call(s.t, `/vendor/schedule/${id}`, { method: 'DELETE', token: s.tokens.seller });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([{ code: 'schedule', message: 'Opening hours not found' }]);
    }
    const [still] = await s.t.db.select().from(storeSchedules).where(eq(storeSchedules.id, theirs!.id));
    expect(still).toBeTruthy();
  });

  it('refuses a customer (401) and a courier (403) on every hours call', async () => {
    await expectSellerOnly(s, '/vendor/schedule');
    await expectSellerOnly(s, '/vendor/schedule', 'PUT');
    await expectSellerOnly(s, '/vendor/schedule/store', 'POST');
    await expectSellerOnly(s, '/vendor/schedule/1', 'DELETE');
  });
});
