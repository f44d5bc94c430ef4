import {
  type ApiCall,
  ChangePasswordBodySchema,
  type EndpointInput,
  endpoints,
  isApiError,
} from '@bazaar/contract';
import { type Locale, profileUpdateSchema, t } from '@bazaar/domain';
import { keepValues } from '../../../lib/forms.server';
import { chosenFile, imageProblem, PROFILE_PHOTO_TYPES } from '../../../lib/image-files';
import { apiFailure, zodFailure } from '../../auth/form-failure.server';

export const PROFILE_FIELDS = ['f_name', 'l_name', 'email', 'phone'] as const;
export type ProfileIntent = 'profile' | 'password' | 'verify';

/**
 * What the edit-profile page shows after a post: which form it was, messages under its fields, one above
 * it, the text fields to fill in again, and on success the server's message (`at` makes a repeated
 * message a new toast).
 */
export type ProfileAnswer = {
  intent: ProfileIntent;
  fields: Record<string, string>;
  general?: string | undefined;
  values?: Record<string, string>;
  ok?: string;
  at?: number;
};

/** A refusal the page shows (403 fields, 401 wrong password, 429 slow down, other 4xx above the form). */
function refused(err: unknown, locale: Locale): Pick<ProfileAnswer, 'fields' | 'general'> {
  if (isApiError(err) && err.status >= 400 && err.status < 500 && ![401, 403, 429].includes(err.status)) {
    return { fields: {}, general: err.body.errors[0]?.message ?? t('profile.load_failed', {}, locale) };
  }
  return apiFailure(err, locale);
}

/** POST customer/update-profile (multipart): names, email, phone, the current password for a new email, a photo. */
export async function saveProfile(api: ApiCall, form: FormData, locale: Locale): Promise<ProfileAnswer> {
  const values = keepValues(form, [...PROFILE_FIELDS]);
  const base = { intent: 'profile' as const, values };
  const parsed = profileUpdateSchema.safeParse(values);
  const photo = chosenFile(form.get('image'));
  const problem = photo && imageProblem(photo, PROFILE_PHOTO_TYPES, 'account.image_invalid');
  if (!parsed.success || problem) {
    const fields = parsed.success ? {} : zodFailure(parsed.error, locale).fields;
    if (problem) fields.image = t(problem.key, problem.params, locale);
    return { ...base, fields };
  }
  const body = new FormData();
  for (const name of PROFILE_FIELDS) body.set(name, parsed.data[name]);
  const current = form.get('current_password');
  if (typeof current === 'string' && current !== '') body.set('current_password', current);
  if (photo) body.set('image', photo, photo.name);
  try {
    // The contract client sends a FormData as it is (multipart); its type names the parsed fields.
    const multipart = body as unknown as EndpointInput<typeof endpoints.updateProfile>['body'];
    const answer = await api(endpoints.updateProfile, { body: multipart });
    return { ...base, fields: {}, ok: answer.message, at: Date.now() };
  } catch (err) {
    return { ...base, ...refused(err, locale) };
  }
}

/** POST customer/change-password: current (when the account has one), new and confirmation. */
export async function changePassword(api: ApiCall, form: FormData, locale: Locale): Promise<ProfileAnswer> {
  const base = { intent: 'password' as const };
  const current = String(form.get('current_password') ?? '');
  const parsed = ChangePasswordBodySchema.safeParse({
    ...(current !== '' && { current_password: current }),
    password: String(form.get('password') ?? ''),
    password_confirmation: String(form.get('password_confirmation') ?? ''),
  });
  if (!parsed.success) return { ...base, ...zodFailure(parsed.error, locale) };
  try {
    const answer = await api(endpoints.changePassword, { body: parsed.data });
    return { ...base, fields: {}, ok: answer.message, at: Date.now() };
  } catch (err) {
    return { ...base, ...refused(err, locale) };
  }
}

/** Emails the link that confirms the account's address (auth/send-verification-link). */
export async function sendVerification(api: ApiCall, locale: Locale): Promise<ProfileAnswer> {
  const base = { intent: 'verify' as const };
  try {
    const { email } = await api(endpoints.customerInfo);
    const answer = await api(endpoints.sendVerificationLink, { body: { email } });
    return { ...base, fields: {}, ok: answer.message, at: Date.now() };
  } catch (err) {
    return { ...base, ...refused(err, locale) };
  }
}
