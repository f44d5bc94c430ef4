import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads, notifications } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import type { TestApp } from '../support/test-app';
import { broadcast, notify, pushTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await pushTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (headers: Headers, query = '') =>
  t.app.inject({ url: `/api/v1/customer/global-notifications${query}`, headers });
const readGet = (headers: Headers, id: number | string) =>
  t.app.inject({ url: `/api/v1/customer/read/global-notifications/${id}`, headers });
const readPost = (headers: Headers, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customer/notifications/${id}/read`, headers });
const readAll = (headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/notifications/read-all', headers });
const unreadOf = async (headers: Headers) => (await list(headers)).json().unread_count as number;
const readRows = () => t.db.select().from(notificationReads);

describe('customer/global-notifications', () => {
  it('lists broadcasts and the customer’s own, newest first, paged, with read marks and the unread count', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const own: number[] = [];
    for (let i = 1; i <= 23; i++) own.push(await notify(t, a.id, `Order #${i}`, `Notice ${i}`));
    const everyone = await broadcast(t, 'Eid sale', 'Everything 10% off');
    const bOwn = await notify(t, b.id, 'For B only');

    const first = await list(a.headers);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.unread).toBe(24);
    expect(body.unread_count).toBe(24);
    expect(body.notifications).toMatchObject({ total_size: 24, limit: 20, offset: 1 });
    expect(body.notifications.data).toHaveLength(20);
    expect(body.notifications.data[0]).toEqual({
      id: everyone,
      data: {
        title: 'Eid sale',
        description: 'Everything 10% off',
        order_id: null,
        image: null,
        type: 'general',
      },
      created_at: expect.any(String),
      read: false,
    });
    const ids = body.notifications.data.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(bOwn);

    // The spec's `page`, or the platform's limit and offset (a page number).
    const second = (await list(a.headers, '?page=2')).json();
    expect(second.notifications).toMatchObject({ total_size: 24, offset: 2 });
    expect(second.notifications.data.map((n: { id: number }) => n.id)).toEqual(own.slice(0, 4).reverse());
    const small = (await list(a.headers, '?limit=5&offset=3')).json();
    expect(small.notifications.data.map((n: { id: number }) => n.id)).toEqual(own.slice(9, 14).reverse());
    expect((await list(a.headers, '?limit=5&offset=1&page=3')).json().notifications.offset).toBe(3);
    expect((await list(a.headers, '?page=9')).json().notifications.data).toEqual([]);
  });

  it('leaves out broadcasts sent before the account was made', async () => {
    const [old] = await t.db
      .insert(notifications)
      .values({
        userId: null,
        title: 'Old news',
        description: 'Before you came',
        createdAt: new Date('2020-01-01'),
      })
      .returning();
    const c = await quickCustomer(t.db);
    const ids = (await list(c.headers)).json().notifications.data.map((n: { id: number }) => n.id);
    expect(ids).not.toContain(old?.id);
    expect((await readPost(c.headers, old!.id)).statusCode).toBe(404);
  });

  it('marks one read by POST or the spec’s GET; a broadcast is read per customer', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const mine = await notify(t, a.id, 'Mine');
    const all = await broadcast(t, 'For all');
    const before = await unreadOf(a.headers);

    const posted = await readPost({ ...a.headers, 'x-localization': 'sp' }, mine);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ message: 'Notificación marcada como leída', unread_count: before - 1 });
    expect((await readPost(a.headers, mine)).json().unread_count).toBe(before - 1); // again: no change
    const got = await readGet(a.headers, all);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ message: 'Notification marked as read', unread_count: before - 2 });

    const data = (await list(a.headers)).json().notifications.data as { id: number; read: boolean }[];
    expect(data.filter((n) => n.id === mine || n.id === all).map((n) => n.read)).toEqual([true, true]);
    // B still has the broadcast unread.
    const bData = (await list(b.headers)).json().notifications.data as { id: number; read: boolean }[];
    expect(bData.find((n) => n.id === all)?.read).toBe(false);
  });

  it('marks every visible notification read, and no one else’s', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    await notify(t, a.id, 'A1');
    await notify(t, a.id, 'A2');
    await broadcast(t, 'News');
    await notify(t, b.id, 'B1');
    const bBefore = await unreadOf(b.headers);
    const res = await readAll(a.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'All notifications marked as read', unread_count: 0 });
    expect(await unreadOf(a.headers)).toBe(0);
    expect(await unreadOf(b.headers)).toBe(bBefore);
    expect((await readAll(a.headers)).statusCode).toBe(200); // twice is fine
    const aReads = await t.db.select().from(notificationReads).where(eq(notificationReads.userId, a.id));
    const total = (await list(a.headers)).json().notifications.total_size;
    expect(aReads).toHaveLength(total);
  });
});

describe('another customer’s notifications, and bad input', () => {
  it('answers 404 when B reads A’s notification, by either call, and marks nothing', async () => {
    const a = await quickCustomer(t.db);
    const b = await quickCustomer(t.db);
    const aNote = await notify(t, a.id, 'Private');
    const before = await readRows();
    for (const res of [
      await readPost(b.headers, aNote),
      await readGet(b.headers, aNote),
      await readPost(b.headers, 2_000_000),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Notification not found' }] });
    }
    expect(await readRows()).toEqual(before);
    expect(await unreadOf(a.headers)).toBeGreaterThan(0);
    const bIds = (await list(b.headers)).json().notifications.data.map((n: { id: number }) => n.id);
    expect(bIds).not.toContain(aNote);
  });

  it('asks for a sign-in on every call', async () => {
    for (const res of [await list({}), await readPost({}, 1), await readGet({}, 1), await readAll({})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('auth-001');
    }
    expect((await list({ authorization: 'Bearer not-a-real-token-0000000000' })).statusCode).toBe(401);
  });

  it('refuses wrong types, out-of-range numbers, huge strings and 1 MB bodies with a 4xx envelope, changing nothing', async () => {
    const a = await quickCustomer(t.db);
    const mine = await notify(t, a.id, 'Keep unread');
    const before = await readRows();
    const bad = [
      await list(a.headers, '?page=abc'),
      await list(a.headers, '?page=0'),
      await list(a.headers, '?limit=0'),
      await list(a.headers, '?limit=1000'),
      await list(a.headers, '?offset=-1'),
      await list(a.headers, `?page=${'9'.repeat(5000)}`),
      await readPost(a.headers, 'abc'),
      await readPost(a.headers, '1.5'),
      await readPost(a.headers, '99999999999'),
      await readGet(a.headers, 'x'.repeat(150)),
      await readPost(a.headers, '-3'),
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/customer/notifications/${mine}/read`,
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/notifications/read-all',
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
      }),
    ];
    for (const res of bad) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().errors[0]).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await readRows()).toEqual(before);
    const data = (await list(a.headers)).json().notifications.data as { id: number; read: boolean }[];
    expect(data.find((n) => n.id === mine)?.read).toBe(false);
  });
});
