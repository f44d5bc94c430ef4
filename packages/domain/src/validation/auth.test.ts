import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { renderMessageText } from '../messages/translate';
import {
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registrationFormSchema,
  registrationSchema,
  resetPasswordSchema,
} from './auth';
import { phoneSchema } from './common';

/** field → first message, as the 403 envelope will carry them. */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= renderMessageText(issue.message);
  return out;
};

const valid = {
  f_name: 'Ayesha',
  l_name: 'Khan',
  email: 'ayesha@example.pk',
  phone: '3001234567',
  password: 'secret',
  registration_type: 'manual',
};

describe('registration (spec §3 User, §5)', () => {
  it('accepts a manual registration; a password of exactly 6 characters is enough (clarification 8)', () => {
    expect(registrationSchema.parse(valid)).toEqual(valid);
  });

  it('registration_type defaults to manual; email is trimmed and lower-cased', () => {
    const { registration_type: _, ...rest } = valid;
    expect(registrationSchema.parse({ ...rest, email: ' Ayesha@Example.PK ' })).toMatchObject({
      registration_type: 'manual',
      email: 'ayesha@example.pk',
    });
  });

  it.each([
    ['f_name', '', 'Enter your first name'],
    ['f_name', '   ', 'Enter your first name'],
    ['l_name', '', 'Enter your last name'],
    ['email', '', 'Enter your email address'],
    ['email', 'ayesha@', 'Enter a valid email address'],
    ['phone', '+923001234567', 'Invalid phone number. Please enter your phone number without country code'],
    ['phone', '923001234567', 'Invalid phone number. Please enter your phone number without country code'],
    ['phone', 'abc', 'Invalid phone number. Please enter your phone number without country code'],
    ['password', '12345', 'Password should be greater than 6 characters'],
    ['password', '', 'Enter your password'],
    ['registration_type', 'facebook', 'Select a valid option'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(registrationSchema, { ...valid, [field]: value })[field]).toBe(message);
  });

  it("a confirmation that differs: 'Confirmed password doesn't matched'", () => {
    expect(errorsOf(registrationSchema, { ...valid, password_confirmation: 'secreT' })).toEqual({
      password_confirmation: "Confirmed password doesn't matched",
    });
    expect(registrationSchema.safeParse({ ...valid, password_confirmation: 'secret' }).success).toBe(true);
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(errorsOf(registrationSchema, { registration_type: 'manual' })).sort()).toEqual([
      'email',
      'f_name',
      'l_name',
      'password',
      'phone',
    ]);
  });

  it('a Google registration needs neither password nor phone; a manual one does', () => {
    const google = { f_name: 'Ali', l_name: 'Raza', email: 'ali@gmail.com', registration_type: 'google' };
    expect(registrationSchema.safeParse(google).success).toBe(true);
    expect(registrationSchema.safeParse({ ...google, phone: '', password: '' }).success).toBe(true);
    expect(errorsOf(registrationSchema, { ...google, registration_type: 'manual' })).toEqual({
      phone: 'Enter your phone number',
      password: 'Enter your password',
    });
  });

  it('the form variant needs the confirmation', () => {
    const { registration_type: _, ...form } = valid;
    expect(errorsOf(registrationFormSchema, form)).toEqual({
      password_confirmation: "Confirmed password doesn't matched",
    });
    expect(registrationFormSchema.safeParse({ ...form, password_confirmation: 'secret' }).success).toBe(true);
  });
});

describe('phone without a country code', () => {
  it.each([
    ['3001234567', '3001234567'],
    ['03001234567', '03001234567'],
    ['0300-1234567', '03001234567'],
    ['0300 123 4567', '03001234567'],
    ['0512345678', '0512345678'], // an Islamabad landline
  ])('%s is accepted as %s', (input, digits) => {
    expect(phoneSchema.parse(input)).toBe(digits);
  });

  it.each([
    '+923001234567',
    '923001234567',
    '9230012345',
    '00923001234567',
    '0092300123',
    '300123456',
    '030012345678',
    '30012345678',
  ])('%s is refused', (input) => {
    expect(phoneSchema.safeParse(input).success).toBe(false);
  });
});

describe('login, password recovery, profile', () => {
  it('login needs an email and a password, and takes login_with', () => {
    expect(loginSchema.parse({ email: 'a@b.pk', password: 'x' })).toEqual({
      email: 'a@b.pk',
      password: 'x',
      login_with: 'manual',
    });
    expect(errorsOf(loginSchema, { email: 'nope', password: '' })).toEqual({
      email: 'Enter a valid email address',
      password: 'Enter your password',
    });
  });

  it('forgot-password and reset-password', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'a@b.pk' }).success).toBe(true);
    const reset = {
      email: 'a@b.pk',
      reset_token: 'tok',
      password: 'secret1',
      password_confirmation: 'secret2',
    };
    expect(errorsOf(resetPasswordSchema, reset)).toEqual({
      password_confirmation: "Confirmed password doesn't matched",
    });
  });

  it('profile update: a blank password means no change; a new one follows the rules', () => {
    const profile = { f_name: 'Ayesha', l_name: 'Khan', email: 'ayesha@example.pk', phone: '03001234567' };
    expect(profileUpdateSchema.parse({ ...profile, password: '', password_confirmation: '' })).toEqual(
      profile,
    );
    expect(errorsOf(profileUpdateSchema, { ...profile, password: '123' })).toEqual({
      password: 'Password should be greater than 6 characters',
    });
    expect(
      errorsOf(profileUpdateSchema, { ...profile, password: '123456', password_confirmation: '654321' }),
    ).toEqual({
      password_confirmation: "Confirmed password doesn't matched",
    });
  });
});
