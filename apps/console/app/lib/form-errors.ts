import { isApiError } from '@bazaar/contract';

/** What a form shows after the API refused it: messages under their fields, the rest above the form. */
export type FormRefusal = { fields: Record<string, string>; general: string | null };

/**
 * The API's error envelope (`{ errors: [{ code, message }] }`, messages already in the page's
 * language) split for a form: an error whose code names one of the form's fields goes under it (the
 * first per field), any other above the form. Anything that is not an API answer (the network is
 * down) is a general error with `offline` as its text.
 */
export function formRefusal(error: unknown, fieldNames: readonly string[], offline: string): FormRefusal {
  if (!isApiError(error)) return { fields: {}, general: offline };
  const known = new Set(fieldNames);
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const { code, message } of error.body.errors) {
    if (known.has(code)) fields[code] ??= message;
    else general.push(message);
  }
  return { fields, general: general.length ? general.join(' ') : null };
}

/** The API's first message for a refused action (a toast's text), or `offline` when no answer came. */
export const refusalMessage = (error: unknown, offline: string): string =>
  (isApiError(error) && error.body.errors[0]?.message) || offline;
