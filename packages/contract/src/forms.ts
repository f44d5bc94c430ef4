import { fieldErrors, type Locale, t } from '@bazaar/domain';
import type { z } from 'zod';
import { isApiError } from './errors';
import { XSRF_FIELD } from './session';

/**
 * One way to read a form, for every app of the market (decision 604): the posted fields parsed with
 * the contract's zod schema (the one the API validates the same call with), refusals keyed by field in
 * the reader's language, and what was typed kept to fill the form again. Framework-free: a React
 * Router action calls `readForm`; a client-side form library (react-hook-form) calls `fieldMessages`
 * from its resolver and `refusalOf` when the API refuses.
 */

/** What a refused form shows: a message under each field, one above the form, the text typed. */
export type FormFailure = {
  fields: Record<string, string>;
  general?: string | undefined;
  values?: Record<string, string>;
};

export type FormRead<T> = { ok: true; data: T } | { ok: false; failure: FormFailure };

type AnySchema = z.ZodType;
type Def = { type: string; innerType?: AnySchema; in?: AnySchema; shape?: Record<string, AnySchema> };

/**
 * What a schema takes, seen through its wrappers (optional, default, a pipe's input side) until
 * `found` says yes. A preprocess step stops the search: what it accepts is its own business (a JSON
 * text that becomes a list is one field, not a list).
 */
function reaches(schema: AnySchema | undefined, found: (def: Def) => boolean): Def | undefined {
  const def = schema?._zod.def as Def | undefined;
  if (!def) return undefined;
  if (found(def)) return def;
  if (def.innerType) return reaches(def.innerType, found);
  if (def.type === 'pipe') return reaches(def.in, found);
  return undefined;
}

const shapeOf = (schema: AnySchema) => reaches(schema, (d) => d.type === 'object')?.shape;
const takesList = (schema: AnySchema | undefined) => reaches(schema, (d) => d.type === 'array') !== undefined;

/** An untouched file input posts one nameless empty file: nothing was chosen. */
const chosen = (value: FormDataEntryValue) =>
  typeof value === 'string' || value.size > 0 || value.name !== '';

/**
 * The posted values a schema reads, as the API's form reader hands them over: each field of its shape
 * once, a list where the schema takes a list (several photos under one name), text as typed (blank
 * stays '', as the API receives it), an empty file input left out. Names the schema does not know
 * (`_xsrf`, `intent`) stay behind; a schema without a shape gets every field.
 */
export function formInput(schema: AnySchema, form: FormData): Record<string, unknown> {
  const shape = shapeOf(schema);
  const names = shape ? Object.keys(shape) : [...new Set(form.keys())];
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const values = form.getAll(name).filter(chosen);
    if (shape && takesList(shape[name])) input[name] = values;
    else if (values.length > 0) input[name] = values.length === 1 ? values[0] : values;
  }
  return input;
}

/**
 * A schema's refusal as the API's envelope has it, by field: each field's first message, in `locale`
 * (what a client-side form library's resolver hands back).
 */
export const fieldMessages = (error: z.ZodError, locale: Locale): Record<string, string> =>
  Object.fromEntries(fieldErrors(error, locale).map((e) => [e.code, e.message]));

/** Never sent back to the page: passwords, and the XSRF token (the page has its own). */
const isSecret = (name: string) => name.includes('password') || name === XSRF_FIELD;

/**
 * The form's text fields as typed, to fill it again after a refusal: the names given, or every text
 * field posted; never a password or a file.
 */
export function keptValues(form: FormData, names?: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of names ?? [...new Set(form.keys())]) {
    const value = form.get(name);
    if (!isSecret(name) && (value === null || typeof value === 'string')) kept[name] = value ?? '';
  }
  return kept;
}

/** `productImages[1]`, `items.0.price` → the form field they belong to. */
const fieldOf = (code: string) => code.replace(/[[.].*$/, '');

/** Which fields a form shows messages under, and the other names the API gives them. */
export type FormFields = { fields?: readonly string[]; aliases?: Record<string, string> };

/**
 * Messages (field code → text) placed as the form shows them: each under its field, the first one a
 * field gets (`aliases` folds the API's other names for it, `productImages[1]` is `productImages`);
 * a message for a field the form does not show (`fields`) is said above the form.
 */
function placed(messages: readonly { code: string; message: string }[], form: FormFields) {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const { code, message } of messages) {
    const field = form.aliases?.[code] ?? fieldOf(code);
    if (form.fields && !form.fields.includes(field)) other.push(message);
    else fields[field] ??= message;
  }
  return { fields, general: other.length > 0 ? other.join(' ') : undefined };
}

/**
 * A posted form read with a schema: its value, or the refusal to show (messages by field in `locale`,
 * the text fields kept). `add` gives fields the page holds rather than the form (a recovery flow's
 * email and code); `keep` names the fields kept (every posted text field by default).
 */
export function readForm<S extends AnySchema>(
  schema: S,
  form: FormData,
  options: FormFields & { locale: Locale; add?: Record<string, unknown>; keep?: readonly string[] },
): FormRead<z.output<S>> {
  const parsed = schema.safeParse({ ...formInput(schema, form), ...options.add });
  if (parsed.success) return { ok: true, data: parsed.data };
  const failure = placed(fieldErrors(parsed.error, options.locale), options);
  return { ok: false, failure: { ...failure, values: keptValues(form, options.keep) } };
}

/**
 * The API's refusal of a form, as the form shows it (see `placed`); a refusal naming nothing the form
 * shows is said above it in the API's words. 401 on a sign-in form ('credentials') is 'the password or
 * email field are incorrect.', 429 'try again later'. A 5xx, or anything that is not an API answer, is
 * thrown on to the error page.
 */
export function refusalOf(
  error: unknown,
  locale: Locale,
  form: FormFields & { values?: Record<string, string> | undefined; on401?: 'credentials' },
): FormFailure {
  if (!isApiError(error) || error.status >= 500) throw error;
  const { values } = form;
  if (error.status === 429) return { fields: {}, general: t('api.too_many_requests', {}, locale), values };
  if (error.status === 401 && form.on401 === 'credentials') {
    return { fields: {}, general: t('auth.wrong_credentials', {}, locale), values };
  }
  const { fields, general } = placed(error.body.errors, form);
  const named = general !== undefined || Object.keys(fields).length > 0;
  return { fields, general: named ? general : error.message, values };
}
