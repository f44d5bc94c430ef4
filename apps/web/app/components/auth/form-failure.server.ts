import { isApiError } from '@bazaar/contract';
import { fieldErrors, type Locale, t } from '@bazaar/domain';
import type { z } from 'zod';
import type { FormFailure } from '../../lib/forms.server';

/** A schema refusal in the page's language: each message under its field (spec §5). */
export const zodFailure = (error: z.ZodError, locale: Locale): FormFailure => ({
  fields: Object.fromEntries(fieldErrors(error, locale).map((e) => [e.code, e.message])),
});

/**
 * An API refusal as spec §8 shows it, in the page's language: 403 → under the fields, 401 → 'the
 * password or email field are incorrect.', 429 → try later. Anything else goes to the error boundary.
 */
export function apiFailure(error: unknown, locale: Locale, on401?: 'credentials'): FormFailure {
  if (!isApiError(error)) throw error;
  const first = error.body.errors[0]?.message;
  const byField = Object.fromEntries(error.body.errors.map((e) => [e.code, e.message]));
  if (error.status === 403) return { fields: byField };
  if (error.status === 401) {
    const wrong = t('auth.wrong_credentials', {}, locale);
    return { fields: {}, general: on401 === 'credentials' ? wrong : (first ?? wrong) };
  }
  if (error.status === 429) return { fields: {}, general: t('api.too_many_requests', {}, locale) };
  throw error;
}
