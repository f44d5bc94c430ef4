import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages, tickets } from '../../src/db/schema';
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
  ticketsTestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await ticketsTestApp();
});
afterAll(() => t.close());

describe('customer/ticket/create', () => {
  it('opens a ticket with its first message: open, type other, priority medium', async () => {
    const a = await customer(t);
    const res = await send(t, a.token, 'POST', '/customer/ticket/create', {
      subject: '  Cannot change my email  ',
      message: 'The profile page refuses my new address.',
      type: 'account',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, ticket } = res.json();
    expect(message).toBe('Ticket created successfully');
    expect(ticket).toMatchObject({
      subject: 'Cannot change my email',
      type: 'account',
      priority: 'medium',
      status: 'open',
      order_id: null,
      messages_count: 1,
      messages: [
        { sender_type: 'customer', message: 'The profile page refuses my new address.', attachments: [] },
      ],
    });
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({ userId: a.userId, status: 'open', type: 'account' });
  });

  it('without a type is "other", or "order_problem" for a complaint about the customer’s own order', async () => {
    const a = await customer(t);
    const plain = await send(t, a.token, 'POST', '/customer/ticket/create', {
      subject: 'Question',
      message: 'Do you deliver on Sundays?',
    });
    expect(plain.json().ticket).toMatchObject({ type: 'other', order_id: null });

    const { orderId } = await insertOrder(t.db, { userId: a.userId, status: 'delivered' });
    const complaint = await send(t, a.token, 'POST', '/customer/ticket/create', {
      subject: 'Broken jar',
      message: 'One jar arrived broken.',
      order_id: orderId,
      priority: 'high',
    });
    expect(complaint.statusCode, complaint.body).toBe(200);
    expect(complaint.json().ticket).toMatchObject({
      type: 'order_problem',
      order_id: orderId,
      priority: 'high',
    });
  });

  it('refuses a complaint about another customer’s order with 404, writing nothing', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId, status: 'delivered' });
    const before = await snapshot(t);
    const res = await send(t, b.token, 'POST', '/customer/ticket/create', {
      subject: 'Not mine',
      message: 'Complaining about someone else’s order',
      order_id: orderId,
    });
    expect(expectRefusal(res, 404)).toEqual([{ code: 'order_id', message: 'Not found' }]);
    expect(await snapshot(t)).toEqual(before);
  });

  it('takes up to 3 images as form data, each stored re-encoded as WebP under a server-chosen name', async () => {
    const a = await customer(t);
    const res = await sendForm(
      t,
      a.token,
      '/customer/ticket/create',
      { subject: 'Wrong colour', message: 'See the photos', type: 'order_problem', priority: 'low' },
      [await png('one.png'), await png('two.png'), await png('../../three.png')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().ticket;
    expect(ticket).toMatchObject({ type: 'order_problem', priority: 'low', order_id: null });
    const names: string[] = ticket.messages[0].attachments;
    expect(names).toHaveLength(3);
    for (const name of names) {
      expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
      const meta = await sharp(await readFile(path.join(t.dataDir, 'uploads', 'ticket', name))).metadata();
      expect(meta.format).toBe('webp');
    }
  });

  it('is for signed-in customers only', async () => {
    const res = await send(t, null, 'POST', '/customer/ticket/create', { subject: 'x', message: 'y' });
    expect(expectRefusal(res, 401)[0]?.code).toBe('auth-001');
  });
});

describe('customer/ticket/list', () => {
  it('pages the customer’s own tickets, latest activity first, filtered by status or type', async () => {
    const a = await customer(t);
    const b = await customer(t);
    await openTicket(t, b.token, { subject: 'B’s ticket' });
    const first = await openTicket(t, a.token, { subject: 'First' });
    const second = await openTicket(t, a.token, { subject: 'Second', type: 'payment' });
    const third = await openTicket(t, a.token, { subject: 'Third' });

    const page1 = await get(t, a.token, '/customer/ticket/list?limit=2&offset=1');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ total_size: 3, limit: 2, offset: 1 });
    expect(page1.json().tickets.map((x: { id: number }) => x.id)).toEqual([third, second]);
    const page2 = await get(t, a.token, '/customer/ticket/list?limit=2&offset=2');
    expect(page2.json().tickets.map((x: { id: number }) => x.id)).toEqual([first]);

    // A reply is activity: the first ticket comes to the top.
    const reply = await send(t, a.token, 'POST', '/customer/ticket/reply', {
      ticket_id: first,
      message: 'Any news?',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const all = await get(t, a.token, '/customer/ticket/list');
    expect(all.json().tickets.map((x: { id: number }) => x.id)).toEqual([first, third, second]);
    expect(all.json().tickets[0]).toMatchObject({ messages_count: 2, status: 'open' });

    await send(t, a.token, 'PUT', '/customer/ticket/close', { ticket_id: second });
    const closed = await get(t, a.token, '/customer/ticket/list?status=closed');
    expect(closed.json()).toMatchObject({ total_size: 1, tickets: [{ id: second, status: 'closed' }] });
    const open = await get(t, a.token, '/customer/ticket/list?status=open');
    expect(open.json().total_size).toBe(2);
    const payments = await get(t, a.token, '/customer/ticket/list?type=payment');
    expect(payments.json().tickets.map((x: { id: number }) => x.id)).toEqual([second]);
  });

  it('is empty for a new customer', async () => {
    const c = await customer(t);
    const res = await get(t, c.token, '/customer/ticket/list');
    expect(res.json()).toEqual({ total_size: 0, limit: 20, offset: 1, tickets: [] });
  });
});

describe('customer/ticket/{id}, reply and close', () => {
  it('reads one ticket with its thread, oldest message first', async () => {
    const a = await customer(t);
    const id = await openTicket(t, a.token);
    await sendForm(
      t,
      a.token,
      '/customer/ticket/reply',
      { ticket_id: String(id), message: 'Photo attached' },
      [await png()],
    );
    const res = await get(t, a.token, `/customer/ticket/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json();
    expect(ticket).toMatchObject({ id, status: 'open', messages_count: 2 });
    expect(ticket.messages.map((m: { message: string }) => m.message)).toEqual([
      'My parcel came two days late.',
      'Photo attached',
    ]);
    expect(ticket.messages[1].attachments).toHaveLength(1);
  });

  it('refuses a reply to a closed ticket (403), in the customer’s language, adding nothing', async () => {
    const a = await customer(t);
    const id = await openTicket(t, a.token);
    const closed = await send(t, a.token, 'PUT', '/customer/ticket/close', { ticket_id: id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: 'Ticket closed successfully',
      ticket: { id, status: 'closed' },
    });

    const before = await snapshot(t);
    const res = await send(t, a.token, 'POST', '/customer/ticket/reply', {
      ticket_id: id,
      message: 'Reopen?',
    });
    expect(expectRefusal(res, 403)).toEqual([
      { code: 'ticket_status', message: 'This ticket is closed. Open a new ticket if you still need help' },
    ]);
    const withImage = await sendForm(
      t,
      a.token,
      '/customer/ticket/reply',
      { ticket_id: String(id), message: 'x' },
      [await png()],
    );
    expectRefusal(withImage, 403);
    const urdu = await send(
      t,
      a.token,
      'POST',
      '/customer/ticket/reply',
      { ticket_id: id, message: 'Reopen?' },
      { 'x-localization': 'ur' },
    );
    expect(expectRefusal(urdu, 403)[0]?.message).toBe(
      'یہ ٹکٹ بند ہے۔ اگر آپ کو اب بھی مدد چاہیے تو نیا ٹکٹ کھولیں',
    );
    expect(await snapshot(t)).toEqual(before);

    // Closing again changes nothing.
    const again = await send(t, a.token, 'PUT', '/customer/ticket/close', { ticket_id: id });
    expect(again.statusCode, again.body).toBe(200);
    expect(await snapshot(t)).toEqual(before);
  });

  it('stops a thread at 100 messages', async () => {
    const a = await customer(t);
    const id = await openTicket(t, a.token);
    await t.db
      .insert(ticketMessages)
      .values(
        Array.from({ length: 98 }, (_, i) => ({ ticketId: id, senderType: 'customer', message: `m${i}` })),
      );
    const hundredth = await send(t, a.token, 'POST', '/customer/ticket/reply', {
      ticket_id: id,
      message: 'last',
    });
    expect(hundredth.statusCode, hundredth.body).toBe(200);
    expect(hundredth.json().ticket.messages_count).toBe(100);
    const over = await send(t, a.token, 'POST', '/customer/ticket/reply', {
      ticket_id: id,
      message: 'one more',
    });
    expect(expectRefusal(over, 403)[0]?.code).toBe('ticket_status');
  });
});

describe('another customer’s ticket', () => {
  it('answers 404 to every call, exactly as a missing one, and changes nothing', async () => {
    const a = await customer(t);
    const b = await customer(t);
    const id = await openTicket(t, a.token);
    const before = await snapshot(t);

    const calls = [
      get(t, b.token, `/customer/ticket/${id}`),
      send(t, b.token, 'POST', '/customer/ticket/reply', { ticket_id: id, message: 'Hijack' }),
      sendForm(t, b.token, '/customer/ticket/reply', { ticket_id: String(id), message: 'Hijack' }, [
        await png(),
      ]),
      send(t, b.token, 'PUT', '/customer/ticket/close', { ticket_id: id }),
    ];
    const missing = [
      get(t, b.token, '/customer/ticket/2147483647'),
      send(t, b.token, 'POST', '/customer/ticket/reply', { ticket_id: 2147483647, message: 'Hijack' }),
      send(t, b.token, 'PUT', '/customer/ticket/close', { ticket_id: 2147483647 }),
    ];
    for (const res of await Promise.all([...calls, ...missing])) {
      expectRefusal(res, 404);
      expect(res.json().errors[0].message).toBe('Not found');
    }
    const list = await get(t, b.token, '/customer/ticket/list');
    expect(list.json().total_size).toBe(0);
    expect(await snapshot(t)).toEqual(before);
  });
});
