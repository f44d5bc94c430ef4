import { reviewSchema, t } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { LoginBodySchema, SignUpBodySchema } from './auth';
import { PlaceOrderBodySchema } from './checkout';
import { ApiError } from './errors';
import { formInput, keptValues, readForm, refusalOf } from './forms';
import { CreateTicketBodySchema } from './tickets';

const formOf = (fields: Record<string, string | File | (string | File)[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
};
const png = (size = 10) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });
/** What a file input the shopper left alone posts. */
const untouched = () => new File([], '', { type: 'application/octet-stream' });

const signUp = {
  _xsrf: 'token',
  f_name: 'Ayesha',
  l_name: 'Khan',
  email: ' Ayesha@Example.PK ',
  phone: '0300-1234567',
  password: 'secret1',
  password_confirmation: 'secret1',
};

describe('readForm: a posted form read with the contract schema the API validates with', () => {
  it('gives the parsed value: trimmed, defaulted, unknown fields (the XSRF token) left out', () => {
    const read = readForm(SignUpBodySchema, formOf(signUp), { locale: 'en' });
    expect(read).toEqual({
      ok: true,
      data: {
        f_name: 'Ayesha',
        l_name: 'Khan',
        email: 'ayesha@example.pk',
        phone: '03001234567',
        password: 'secret1',
        password_confirmation: 'secret1',
        registration_type: 'manual',
      },
    });
  });

  it('refuses with one message per field, keyed by the field, every bad field at once', () => {
    const read = readForm(
      SignUpBodySchema,
      formOf({ ...signUp, email: 'ayesha@', phone: '+923001234567', f_name: ' ' }),
      {
        locale: 'en',
      },
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.failure.fields).toEqual({
      f_name: 'Enter your first name',
      email: 'Enter a valid email address',
      phone: 'Invalid phone number. Please enter your phone number without country code',
    });
  });

  it('keeps what was typed to fill the form again, never a password (nor the XSRF token)', () => {
    const read = readForm(SignUpBodySchema, formOf({ ...signUp, password: '123' }), { locale: 'en' });
    if (read.ok) throw new Error('expected a refusal');
    expect(read.failure.values).toEqual({
      f_name: 'Ayesha',
      l_name: 'Khan',
      email: ' Ayesha@Example.PK ',
      phone: '0300-1234567',
    });
    const only = readForm(SignUpBodySchema, formOf({ ...signUp, password: '123' }), {
      locale: 'en',
      keep: ['email', 'password'],
    });
    expect(only.ok ? null : only.failure.values).toEqual({ email: ' Ayesha@Example.PK ' });
  });

  it("says it in the request's language, the same words the API answers with", () => {
    const form = formOf({ email: 'nope', password: '' });
    const words = (locale: 'en' | 'ur' | 'ar' | 'sp') => {
      const read = readForm(LoginBodySchema, form, { locale });
      return read.ok ? {} : read.failure.fields;
    };
    expect(words('en')).toEqual({ email: 'Enter a valid email address', password: 'Enter your password' });
    expect(words('ur')).toEqual({
      email: t('validation.email_invalid', {}, 'ur'),
      password: t('validation.password_required', {}, 'ur'),
    });
    expect(words('ur').email).not.toBe(words('en').email);
    expect(words('ar').password).toBe(t('validation.password_required', {}, 'ar'));
  });

  it('says a message for a field the form does not show above the form', () => {
    const read = readForm(
      LoginBodySchema,
      formOf({ email: 'a@b.pk', password: 'x', login_with: 'facebook' }),
      {
        locale: 'en',
        fields: ['email', 'password'],
      },
    );
    expect(read.ok ? null : read.failure).toMatchObject({ fields: {}, general: 'Select a valid option' });
  });

  it('takes fields the page holds rather than the form (add), over what was posted', () => {
    const read = readForm(LoginBodySchema, formOf({ email: 'a@b.pk', password: 'x', login_with: 'google' }), {
      locale: 'en',
      add: { login_with: 'manual' },
    });
    expect(read).toMatchObject({ ok: true, data: { login_with: 'manual' } });
  });

  it('reads a JSON field as one value (checkout: Stores) and refuses it in the contract words', () => {
    const schema = PlaceOrderBodySchema.pick({ Stores: true, totalOrderAmount: true });
    const stores = [{ store_id: 5, order_amount: 1500, cart: [{ item_id: 7, quantity: 1 }] }];
    expect(
      readForm(schema, formOf({ Stores: JSON.stringify(stores), totalOrderAmount: '1500' }), {
        locale: 'en',
      }),
    ).toEqual({
      ok: true,
      data: { Stores: stores, totalOrderAmount: 1500 },
    });
    const bad = readForm(schema, formOf({ Stores: '[{"store_id":"5","cart":[]}]', totalOrderAmount: 'x' }), {
      locale: 'en',
    });
    expect(bad.ok ? [] : Object.keys(bad.failure.fields).sort()).toEqual(['Stores', 'totalOrderAmount']);
  });
});

describe('formInput: the posted values as the schema reads them', () => {
  it('a list where the schema takes a list, even of one; an untouched file input is nothing', () => {
    const photo = png();
    expect(formInput(reviewSchema, formOf({ rating: '4', productImages: [photo, untouched()] }))).toEqual({
      rating: '4',
      productImages: [photo],
    });
    expect(formInput(reviewSchema, formOf({ rating: '4', productImages: untouched() }))).toEqual({
      rating: '4',
      productImages: [],
    });
  });

  it("one value, or several, where the contract's own reader gathers them (its preprocess)", () => {
    const [a, b] = [png(), png()];
    expect(formInput(CreateTicketBodySchema, formOf({ subject: 'Late', attachments: a }))).toEqual({
      subject: 'Late',
      attachments: a,
    });
    expect(formInput(CreateTicketBodySchema, formOf({ attachments: [a, b] })).attachments).toEqual([a, b]);
    expect(formInput(CreateTicketBodySchema, formOf({ order_id: '' }))).toEqual({ order_id: '' });
  });
});

describe('keptValues: the one home of "fill the form again"', () => {
  it('the names asked for, missing ones empty; never a password or a file', () => {
    const form = formOf({ email: 'a@b.pk', current_password: 'secret', image: png() });
    expect(keptValues(form, ['email', 'phone', 'current_password', 'image'])).toEqual({
      email: 'a@b.pk',
      phone: '',
    });
  });
});

describe("refusalOf: the API's refusal as the form shows it", () => {
  const refused = (status: number, errors: { code: string; message: string }[]) =>
    new ApiError(status, { errors });

  it('messages under the fields the form has (indexes and aliases folded), the rest above it', () => {
    const error = refused(403, [
      { code: 'productImages[1]', message: 'Each image must be at most 2 MB' },
      { code: 'customer_reason', message: 'A reason is required for a refund' },
      { code: 'order', message: 'This order is not delivered yet' },
    ]);
    expect(
      refusalOf(error, 'en', {
        fields: ['productImages', 'reason'],
        aliases: { customer_reason: 'reason' },
        values: { note: 'hi' },
      }),
    ).toEqual({
      fields: {
        productImages: 'Each image must be at most 2 MB',
        reason: 'A reason is required for a refund',
      },
      general: 'This order is not delivered yet',
      values: { note: 'hi' },
    });
  });

  it('401 on a sign-in form and 429 in the reader language; a 5xx or a bug goes to the error page', () => {
    const wrong = refused(401, [{ code: 'auth-001', message: 'Unauthorized' }]);
    expect(refusalOf(wrong, 'ur', { fields: ['email'], on401: 'credentials' }).general).toBe(
      t('auth.wrong_credentials', {}, 'ur'),
    );
    expect(refusalOf(wrong, 'en', { fields: ['email'] }).general).toBe('Unauthorized');
    const slow = refused(429, [{ code: 'too_many_requests', message: 'Too many requests' }]);
    expect(refusalOf(slow, 'sp', { fields: [] }).general).toBe(t('api.too_many_requests', {}, 'sp'));
    expect(() => refusalOf(refused(500, []), 'en', { fields: [] })).toThrow();
    expect(() => refusalOf(new TypeError('bug'), 'en', { fields: [] })).toThrow('bug');
  });
});
