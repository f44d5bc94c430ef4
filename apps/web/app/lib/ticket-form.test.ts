import { refusalOf } from '@bazaar/contract/forms';
import { describe, expect, it } from 'vitest';
import { apiForm, idOf, orderChoices, pageOf } from './ticket-form';

describe('pageOf', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=999999', 100_000],
  ])('%s → %d', (search, page) => {
    expect(pageOf(new URL(`http://x/customer/notifications${search}`))).toBe(page);
  });
});

describe('idOf', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [null, null],
    ['99999999999', null],
  ])('%s → %s', (value, id) => {
    expect(idOf(value)).toBe(id);
  });
});

describe('apiForm', () => {
  it('keeps the named fields that are filled and the chosen files, nothing else', () => {
    const form = new FormData();
    form.set('_xsrf', 'token');
    form.set('subject', 'Late delivery');
    form.set('message', 'Where is it?');
    form.set('type', '');
    form.set('order_id', '  ');
    form.append('attachments', new File([new Uint8Array(3)], 'a.png', { type: 'image/png' }));
    form.append('attachments', new File([], ''));
    const out = apiForm(form, ['subject', 'message', 'type', 'order_id']);
    expect([...out.keys()]).toEqual(['subject', 'message', 'attachments']);
    expect(out.getAll('attachments')).toHaveLength(1);
    expect((out.get('attachments') as File).name).toBe('a.png');
  });
});

describe("a ticket form's refusal (refusalOf)", () => {
  // An API refusal as the in-process client throws it (isApiError knows it by name and status).
  const refusal = (status: number, errors: { code: string; message: string }[]) =>
    Object.assign(new Error(errors[0]?.message), { name: 'ApiError', status, body: { errors } });
  it.each([
    [
      '403 under its fields',
      refusal(403, [{ code: 'subject', message: 'Input field is empty' }]),
      { fields: { subject: 'Input field is empty' } },
    ],
    [
      '404 order under order_id',
      refusal(404, [{ code: 'order_id', message: 'Order not found' }]),
      { fields: { order_id: 'Order not found' } },
    ],
    [
      'a closed ticket above the form',
      refusal(403, [{ code: 'ticket_status', message: 'This ticket is closed.' }]),
      { fields: {}, general: 'This ticket is closed.' },
    ],
  ])('%s', (_name, error, expected) => {
    expect(refusalOf(error, 'en', { fields: ['subject', 'message', 'order_id'] })).toEqual(expected);
  });

  it.each([
    [refusal(500, [{ code: '500', message: 'boom' }])],
    [new Error('network')],
  ])('anything else is thrown on', (error) => {
    expect(() => refusalOf(error, 'en', { fields: ['subject'] })).toThrow();
  });
});

describe('orderChoices', () => {
  const orders = [
    { id: 9, store_name: 'Jinnah Super Grocers', created_at: '2026-11-20T10:00:00Z' },
    { id: 8, store_name: 'Lahore Threads', created_at: '2026-11-19T10:00:00Z' },
  ];
  it.each([
    ['no prefill', null, [9, 8]],
    ['a listed order', 8, [9, 8]],
    ['an older order is kept first', 3, [3, 9, 8]],
  ])('%s', (_name, prefill, ids) => {
    expect(orderChoices(orders, prefill).map((o) => o.id)).toEqual(ids);
  });
});
