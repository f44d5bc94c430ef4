import { type ApiCall, ChangePasswordBodySchema, type EndpointInput, endpoints } from '@bazaar/contract';
import { type FormFailure, keptValues, readForm, refusalOf } from '@bazaar/contract/forms';
import { type Locale, profileUpdateSchema, t } from '@bazaar/domain';
import { chosenFile, imageProblem, PROFILE_PHOTO_TYPES } from '../../../lib/image-files';

export const PROFILE_FIELDS = ['f_name', 'l_name', 'email', 'phone'] as const;
/** The fields each form shows messages under; any other refusal is said above the form. */
const PROFILE_FORM = [...PROFILE_FIELDS, 'current_password', 'image'];
const PASSWORD_FORM = ['current_password', 'password', 'password_confirmation'];
export type ProfileIntent = 'profile' | 'password' | 'verify';

/**
 * What the edit-profile page shows after a post: which form it was, its refusal (messages under its
 * fields, one above it, the text fields to fill in again), and on success the server's message
 * (`at` makes a repeated message a new toast).
 */
export type ProfileAnswer = FormFailure & { intent: ProfileIntent; ok?: string; at?: number };

const done = (intent: ProfileIntent, message: string): ProfileAnswer => ({
  intent,
  fields: {},
  ok: message,
  at: Date.now(),
});

/** POST customer/update-profile (multipart): names, email, phone, the current password for a new email, a photo. */
export async function saveProfile(api: ApiCall, form: FormData, locale: Locale): Promise<ProfileAnswer> {
  const intent = 'profile';
  const read = readForm(profileUpdateSchema, form, { locale, fields: PROFILE_FORM, keep: PROFILE_FIELDS });
  const photo = chosenFile(form.get('image'));
  const problem = photo && imageProblem(photo, PROFILE_PHOTO_TYPES, 'account.image_invalid');
  if (!read.ok || problem) {
    const failure = read.ok ? { fields: {}, values: keptValues(form, PROFILE_FIELDS) } : read.failure;
    if (problem) failure.fields.image = t(problem.key, problem.params, locale);
    return { intent, ...failure };
  }
  const body = new FormData();
  for (const name of PROFILE_FIELDS) body.set(name, read.data[name]);
  const current = form.get('current_password');
  if (typeof current === 'string' && current !== '') body.set('current_password', current);
  if (photo) body.set('image', photo, photo.name);
  try {
    // The contract client sends a FormData as it is (multipart); its type names the parsed fields.
    const multipart = body as unknown as EndpointInput<typeof endpoints.updateProfile>['body'];
    return done(intent, (await api(endpoints.updateProfile, { body: multipart })).message);
  } catch (err) {
    return {
      intent,
      ...refusalOf(err, locale, { fields: PROFILE_FORM, values: keptValues(form, PROFILE_FIELDS) }),
    };
  }
}

/** POST customer/change-password: current (when the account has one), new and confirmation. */
export async function changePassword(api: ApiCall, form: FormData, locale: Locale): Promise<ProfileAnswer> {
  const intent = 'password';
  const read = readForm(ChangePasswordBodySchema, form, { locale, fields: PASSWORD_FORM });
  if (!read.ok) return { intent, ...read.failure };
  // A blank current password is none (a Google-only account sets its first one).
  const { current_password, ...change } = read.data;
  const body = current_password ? { ...change, current_password } : change;
  try {
    return done(intent, (await api(endpoints.changePassword, { body })).message);
  } catch (err) {
    return { intent, ...refusalOf(err, locale, { fields: PASSWORD_FORM }) };
  }
}

/** Emails the link that confirms the account's address (auth/send-verification-link). */
export async function sendVerification(api: ApiCall, locale: Locale): Promise<ProfileAnswer> {
  const intent = 'verify';
  try {
    const { email } = await api(endpoints.customerInfo);
    return done(intent, (await api(endpoints.sendVerificationLink, { body: { email } })).message);
  } catch (err) {
    return { intent, ...refusalOf(err, locale, { fields: [] }) };
  }
}
