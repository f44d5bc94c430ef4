import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox, ticketMessages } from '../../src/db/schema';
import { insertOrder } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import {
  customer,
  expectRefusal,
  get,
  openTicket,
  png,
  send,
  sendForm,
  snapshot,
  staffToken,
  ticketsTestApp,
} from './helpers';

let t: TestApp;
let admin: string;
let seller: string;
beforeAll(async () => {
  t = await ticketsTestApp();
  admin = await staffToken(t, 'admin');
  seller = await staffToken(t, 'seller');
});
afterAll(() => t.close());

const noticesOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('admin/tickets and admin/ticket/{id}', () => {
  it('lists every customer’s tickets with their customer, filtered by status, and reads one with its thread', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const ofA = await openTicket(t, a.token, { subject: 'A needs help' });
    const ofB = await openTicket(t, b.token, { subject: 'B needs help', type: 'delivery' });
    await send(t, b.token, 'PUT', '/customer/ticket/close', { ticket_id: ofB });

    const all = await get(t, admin, '/admin/tickets?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().tickets.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([ofA, ofB]));
    expect(ids.indexOf(ofB)).toBeLessThan(ids.indexOf(ofA)); // latest activity first

    const open = await get(t, admin, '/admin/tickets?status=open&limit=100');
    const openIds = open.json().tickets.map((x: { id: number }) => x.id);
    expect(openIds).toContain(ofA);
    expect(openIds).not.toContain(ofB);
    expect(open.json().tickets.every((x: { status: string }) => x.status === 'open')).toBe(true);

    const one = await get(t, admin, `/admin/ticket/${ofA}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      id: ofA,
      subject: 'A needs help',
      customer: { id: a.userId, f_name: 'Ayesha', l_name: 'Khan' },
      messages: [{ sender_type: 'customer', message: 'My parcel came two days late.' }],
    });
    expectRefusal(await get(t, admin, '/admin/ticket/2147483647'), 404);
  });
});

describe('admin/ticket/reply', () => {
  it('answers the ticket and notifies the customer (notification + outbox row); a customer reply opens it again', async () => {
    const a = await customer(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId, status: 'delivered' });
    const id = await openTicket(t, a.token, { subject: 'Missing item', order_id: orderId });
    const before = await noticesOf(a.userId);

    const res = await sendForm(
      t,
      admin,
      '/admin/ticket/reply',
      { ticket_id: String(id), message: 'We are sending it.' },
      [await png()],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Reply sent successfully',
      ticket: { id, status: 'answered' },
    });
    expect(res.json().ticket.messages[1]).toMatchObject({
      sender_type: 'staff',
      message: 'We are sending it.',
    });
    expect(res.json().ticket.messages[1].attachments).toHaveLength(1);

    const after = await noticesOf(a.userId);
    expect(after).toHaveLength(before.length + 1);
    const notice = after.find((n) => n.type === 'ticket_reply')!;
    expect(notice).toMatchObject({
      title: `Support replied to ticket #${id}`,
      description: 'Support answered your ticket "Missing item".',
      orderId,
    });
    const pushes = await t.db.select().from(outbox).where(eq(outbox.kind, 'push'));
    expect(pushes.filter((p) => p.payload.notification_id === notice.id)).toHaveLength(1);
    const [staffMessage] = await t.db
      .select()
      .from(ticketMessages)
      .where(and(eq(ticketMessages.ticketId, id), eq(ticketMessages.senderType, 'staff')));
    expect(staffMessage?.staffId).not.toBeNull();

    const seen = await get(t, a.token, `/customer/ticket/${id}`);
    expect(seen.json()).toMatchObject({ status: 'answered', messages: [{}, { sender_type: 'staff' }] });
    expect(seen.json().messages[1]).not.toHaveProperty('staff_id');
    const again = await send(t, a.token, 'POST', '/customer/ticket/reply', {
      ticket_id: id,
      message: 'Thanks!',
    });
    expect(again.json().ticket.status).toBe('open');
  });

  it('refuses a closed ticket (403) and a missing one (404), notifying no one', async () => {
    const a = await customer(t);
    const id = await openTicket(t, a.token);
    const closed = await send(t, admin, 'PUT', '/admin/ticket/close', { ticket_id: id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Ticket closed successfully',
      ticket: { status: 'closed' },
    });

    const before = await snapshot(t);
    const res = await send(t, admin, 'POST', '/admin/ticket/reply', {
      ticket_id: id,
      message: 'Late answer',
    });
    expect(expectRefusal(res, 403)[0]?.code).toBe('ticket_status');
    const missing = await send(t, admin, 'POST', '/admin/ticket/reply', {
      ticket_id: 2147483647,
      message: 'x',
    });
    expectRefusal(missing, 404);
    const closeMissing = await send(t, admin, 'PUT', '/admin/ticket/close', { ticket_id: 2147483647 });
    expectRefusal(closeMissing, 404);
    expect(await snapshot(t)).toEqual(before);
  });

  it('takes at most 3 images: a fourth is refused and nothing is stored or sent', async () => {
    const a = await customer(t);
    const id = await openTicket(t, a.token);
    const before = await snapshot(t);
    const res = await sendForm(
      t,
      admin,
      '/admin/ticket/reply',
      { ticket_id: String(id), message: 'Photos' },
      [await png(), await png(), await png(), await png()],
    );
    expect(expectRefusal(res, 403)).toEqual([
      { code: 'attachments', message: 'You can upload at most 3 images' },
    ]);
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('the desk is for admins only', () => {
  it('refuses a seller (403), a customer token and no token (401), changing nothing', async () => {
    const a = await customer(t);
    const id = await openTicket(t, a.token);
    const before = await snapshot(t);
    const calls = (token: string | null) => [
      get(t, token, '/admin/tickets'),
      get(t, token, `/admin/ticket/${id}`),
      send(t, token, 'POST', '/admin/ticket/reply', { ticket_id: id, message: 'Hello' }),
      send(t, token, 'PUT', '/admin/ticket/close', { ticket_id: id }),
    ];
    for (const res of await Promise.all(calls(seller)))
      expect(expectRefusal(res, 403)[0]?.code).toBe('forbidden');
    for (const res of await Promise.all([...calls(a.token), ...calls(null)]))
      expect(expectRefusal(res, 401)[0]?.code).toBe('auth-001');
    expect(await snapshot(t)).toEqual(before);
  });

  it('and a staff token never works on the customer calls', async () => {
    expectRefusal(await get(t, admin, '/customer/ticket/list'), 401);
  });
});

describe('OpenAPI', () => {
  it('documents every ticket call, the form fields and the answers', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const calls = [
      ['/customer/ticket/list', 'get'],
      ['/customer/ticket/create', 'post'],
      ['/customer/ticket/{id}', 'get'],
      ['/customer/ticket/reply', 'post'],
      ['/customer/ticket/close', 'put'],
      ['/admin/tickets', 'get'],
      ['/admin/ticket/{id}', 'get'],
      ['/admin/ticket/reply', 'post'],
      ['/admin/ticket/close', 'put'],
    ] as const;
    for (const [path, method] of calls)
      expect(Object.keys(paths[`/api/v1${path}`] ?? {}), path).toEqual([method]);
    const create = paths['/api/v1/customer/ticket/create']!.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    const form = create.requestBody.content['multipart/form-data']!.schema.properties;
    expect(Object.keys(form)).toEqual(
      expect.arrayContaining(['subject', 'message', 'type', 'priority', 'order_id', 'attachments']),
    );
    expect(Object.keys(create.responses).sort()).toEqual(['200', '401', '403', '404']);
  });
});
