import type { z } from 'zod';
import type { Locale } from '../messages/locales';
import { renderMessageText } from '../messages/translate';

/** One entry of the API's error envelope `{ errors: [{ code, message }] }`: code is the field name. */
export type FieldError = { code: string; message: string };

/**
 * A zod failure as the envelope's list, one entry per top-level field (its first message), in the
 * requested locale: a too-large third image is reported under 'productImages'.
 */
export function fieldErrors(error: z.ZodError, locale: Locale = 'en'): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const code = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    if (!seen.has(code)) seen.set(code, renderMessageText(issue.message, locale, 'validation.invalid_value'));
  }
  return [...seen].map(([code, message]) => ({ code, message }));
}
