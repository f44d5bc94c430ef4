import { isApiError } from '@bazaar/contract';
import { type FieldError, fieldErrors, t } from '@bazaar/domain';
import type { z } from 'zod';

/** What an auth form shows after a failed submit: messages under fields, one above the form. */
export type FormFailure = {
  fields: Record<string, string>;
  general?: string;
  values?: Record<string, string>;
};

const byField = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.code, e.message]));

/** The form's text fields, to fill the form again (never passwords). */
export function keepValues(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')]));
}

export const fromZod = (error: z.ZodError): FormFailure => ({ fields: byField(fieldErrors(error)) });

/**
 * An API refusal as the spec's login wrapper shows it (§8): 403 → messages under their fields,
 * 401 → 'the password or email field are incorrect.', 429 → try later. Anything else is a bug or an
 * outage and goes to the error boundary.
 */
export function fromApi(error: unknown): FormFailure {
  if (!isApiError(error)) throw error;
  const first = error.body.errors[0]?.message;
  if (error.status === 403) return { fields: byField(error.body.errors) };
  if (error.status === 401) return { fields: {}, general: first ?? t('auth.wrong_credentials') };
  if (error.status === 429) return { fields: {}, general: t('api.too_many_requests') };
  throw error;
}
