import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let token: string;
let admin: string;
let ticketId: number;
beforeAll(async () => {
  t = await ticketsTestApp();
  token = (await customer(t)).token;
  admin = await staffToken(t, 'admin');
  ticketId = await openTicket(t, token);
});
afterAll(() => t.close());

const ONE_MB = 'x'.repeat(1024 * 1024);
const valid = { subject: 'Late parcel', message: 'It came late.' };

/** Every refusal: a 4xx in the envelope, and the tables and upload folder as they were. */
async function refusesWithoutChange(call: () => Promise<Awaited<ReturnType<typeof get>>>, status?: number) {
  const before = await snapshot(t);
  const res = await call();
  const errors = expectRefusal(res, status);
  expect(await snapshot(t)).toEqual(before);
  return errors;
}

describe('customer/ticket/create refuses bad input', () => {
  it.each([
    ['missing fields', {}, ['subject', 'message']],
    ['a subject over 150 characters', { ...valid, subject: 's'.repeat(151) }, ['subject']],
    ['a message over 2000 characters', { ...valid, message: 'm'.repeat(2001) }, ['message']],
    ['blank texts', { subject: '   ', message: '\n' }, ['subject', 'message']],
    ['a number as subject', { ...valid, subject: 123 }, ['subject']],
    ['an array as message', { ...valid, message: ['a', 'b'] }, ['message']],
    ['a NUL character', { ...valid, message: 'before\u0000after' }, ['message']],
    ['an unknown type', { ...valid, type: 'refund_me' }, ['type']],
    ['an unknown priority', { ...valid, priority: 'urgent' }, ['priority']],
    ['a word as order_id', { ...valid, order_id: 'abc' }, ['order_id']],
    ['an order_id past the id range', { ...valid, order_id: 2 ** 31 }, ['order_id']],
    ['a negative order_id', { ...valid, order_id: -4 }, ['order_id']],
    ['an object as order_id', { ...valid, order_id: { id: 1 } }, ['order_id']],
  ])('%s', async (_, payload, fields) => {
    const errors = await refusesWithoutChange(
      () => send(t, token, 'POST', '/customer/ticket/create', payload),
      403,
    );
    expect(errors.map((e) => e.code).sort()).toEqual([...fields].sort());
  });

  it('says what is wrong in the spec’s words', async () => {
    const res = await send(t, token, 'POST', '/customer/ticket/create', {
      subject: 's'.repeat(151),
      message: '',
    });
    expect(res.json().errors).toEqual([
      { code: 'subject', message: 'This field may not be greater than 150 characters' },
      { code: 'message', message: 'Input field is empty' },
    ]);
  });

  it('a 1 MB JSON body', async () => {
    await refusesWithoutChange(() =>
      send(t, token, 'POST', '/customer/ticket/create', { ...valid, message: ONE_MB }),
    );
  });

  it('a 1 MB form field', async () => {
    await refusesWithoutChange(() =>
      sendForm(t, token, '/customer/ticket/create', { ...valid, subject: ONE_MB }),
    );
  });

  it('a body that is not JSON', async () => {
    await refusesWithoutChange(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/customer/ticket/create',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"subject": "x", ',
      }),
    );
  });

  it('four attachments', async () => {
    const files = [await png(), await png(), await png(), await png()];
    const errors = await refusesWithoutChange(
      () => sendForm(t, token, '/customer/ticket/create', valid, files),
      403,
    );
    expect(errors).toEqual([{ code: 'attachments', message: 'You can upload at most 3 images' }]);
  });

  it('a file over 2 MB, and an HTML page renamed .jpg', async () => {
    const big = { name: 'big.png', type: 'image/png', data: new Uint8Array(2 * 1024 * 1024 + 1) };
    const html = {
      name: 'x.jpg',
      type: 'image/jpeg',
      data: new TextEncoder().encode('<html><script>x</script>'),
    };
    const good = await png();
    for (const file of [big, html]) {
      const errors = await refusesWithoutChange(
        () => sendForm(t, token, '/customer/ticket/create', valid, [good, file]),
        403,
      );
      expect(errors.map((e) => e.code)).toEqual(['attachments']);
    }
  });

  it('an attachment sent as text', async () => {
    const errors = await refusesWithoutChange(
      () => sendForm(t, token, '/customer/ticket/create', { ...valid, attachments: 'not a file' }),
      403,
    );
    expect(errors.map((e) => e.code)).toEqual(['attachments']);
  });
});

describe('reply, close, read and list refuse bad input', () => {
  // The real ticket's id where one is needed, so only the named fault is wrong.
  it.each([
    ['no ticket_id', () => ({ message: 'Hi' })],
    ['a word as ticket_id', () => ({ ticket_id: 'first', message: 'Hi' })],
    ['a ticket_id past the id range', () => ({ ticket_id: 99_999_999_999, message: 'Hi' })],
    ['no message', () => ({ ticket_id: ticketId })],
    ['a huge message', () => ({ ticket_id: ticketId, message: 'm'.repeat(2001) })],
    ['a message object', () => ({ ticket_id: ticketId, message: { text: 'Hi' } })],
  ])('reply with %s', async (_, payload) => {
    await refusesWithoutChange(() => send(t, token, 'POST', '/customer/ticket/reply', payload()), 403);
    await refusesWithoutChange(() => send(t, admin, 'POST', '/admin/ticket/reply', payload()), 403);
  });

  it('reply with four attachments or a 1 MB body', async () => {
    const files = [await png(), await png(), await png(), await png()];
    await refusesWithoutChange(
      () =>
        sendForm(t, token, '/customer/ticket/reply', { ticket_id: String(ticketId), message: 'x' }, files),
      403,
    );
    await refusesWithoutChange(() =>
      send(t, token, 'POST', '/customer/ticket/reply', { ticket_id: ticketId, message: ONE_MB }),
    );
  });

  it.each([
    [{}],
    [{ ticket_id: 'one' }],
    [{ ticket_id: [ticketId, ticketId] }],
    [{ ticket_id: 0 }],
  ])('close with %j', async (payload) => {
    await refusesWithoutChange(() => send(t, token, 'PUT', '/customer/ticket/close', payload), 403);
    await refusesWithoutChange(() => send(t, admin, 'PUT', '/admin/ticket/close', payload), 403);
  });

  it.each(['abc', '0', '-1', '99999999999', '1.5'])('read ticket %s', async (id) => {
    await refusesWithoutChange(() => get(t, token, `/customer/ticket/${id}`));
    await refusesWithoutChange(() => get(t, admin, `/admin/ticket/${id}`));
  });

  it.each([
    'status=pending',
    'type=anything',
    'limit=1000',
    'limit=0',
    'offset=0',
    'offset=abc',
    'status=open&status=closed',
  ])('list with %s', async (query) => {
    await refusesWithoutChange(() => get(t, token, `/customer/ticket/list?${query}`), 403);
    await refusesWithoutChange(() => get(t, admin, `/admin/tickets?${query}`), 403);
  });
});
