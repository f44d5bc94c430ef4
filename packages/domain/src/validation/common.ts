import { z } from 'zod';
import { MAX_STORED_ID } from '../ids';
import type { MessageKey } from '../messages/en';
import type { MessageParams } from '../messages/translate';
import { messageToken } from '../messages/translate';

/**
 * A catalogue message as a schema issue carries it (a token with the key and values): the API and the
 * storefront render it in the reader's language (`renderMessageText`).
 */
export const issueMessage = (key: MessageKey, params?: MessageParams) => messageToken(key, params);

export const NAME_MAX = 100;
export const TEXT_MAX = 2000;
export const PASSWORD_MIN = 6;
export const MAX_IMAGES = 3;
/** 2 MB = 2 × 1024 × 1024 bytes (the platform's `max:2048` kilobytes); one byte more is refused. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A required, trimmed text: empty gives `emptyKey`, too long the length message. */
export const requiredText = (emptyKey: MessageKey, max = NAME_MAX) =>
  z
    .string({ error: issueMessage(emptyKey) })
    .trim()
    .min(1, { error: issueMessage(emptyKey) })
    .max(max, { error: issueMessage('validation.too_long', { max }) });

export const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, { error: issueMessage('validation.too_long', { max }) })
    .optional();

export const emailSchema = z
  .string({ error: issueMessage('validation.email_required') })
  .trim()
  .toLowerCase()
  .min(1, { error: issueMessage('validation.email_required') })
  .pipe(z.email({ error: issueMessage('validation.email_invalid') }));

/**
 * A Pakistani number without the country code (spec §5): '3001234567' or '03001234567'; spaces and
 * dashes are dropped ('0300-1234567'). Ten digits, or eleven starting with the trunk 0; never a
 * leading '+', '0092' or '92' country code.
 */
export const PHONE_PATTERN = /^0?\d{10}$/;
export const phoneSchema = z
  .string({ error: issueMessage('validation.phone_required') })
  .trim()
  .min(1, { error: issueMessage('validation.phone_required') })
  .transform((raw) => raw.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(PHONE_PATTERN, { error: issueMessage('validation.phone_invalid') })
      .refine((digits) => !digits.startsWith('92') && !digits.startsWith('00'), {
        error: issueMessage('validation.phone_invalid'),
      }),
  );

/** At least 6 characters; exactly 6 is accepted (clarification 8), the message stays the spec's. */
export const passwordSchema = z
  .string({ error: issueMessage('validation.password_required') })
  .min(1, { error: issueMessage('validation.password_required') })
  .min(PASSWORD_MIN, { error: issueMessage('validation.password_min') })
  .max(128, { error: issueMessage('validation.too_long', { max: 128 }) });

export const idSchema = z.coerce
  .number({ error: issueMessage('validation.invalid_number') })
  .int()
  .positive()
  .max(MAX_STORED_ID, { error: issueMessage('validation.invalid_number') });

export const latitudeSchema = z.coerce
  .number({ error: issueMessage('validation.invalid_location') })
  .min(-90, { error: issueMessage('validation.invalid_location') })
  .max(90, { error: issueMessage('validation.invalid_location') });
export const longitudeSchema = z.coerce
  .number({ error: issueMessage('validation.invalid_location') })
  .min(-180, { error: issueMessage('validation.invalid_location') })
  .max(180, { error: issueMessage('validation.invalid_location') });

/** What an uploaded file looks like to both sides: a browser File, or the API's parsed part. */
export type UploadedFile = { size: number; type?: string; name?: string };

const isUpload = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && typeof (value as { size?: unknown }).size === 'number';

/**
 * One image of at most 2 MB. The object itself passes through (a File stays a File). The checks do
 * not abort, so the form's other rules still run; hence the `isUpload` guard in each.
 */
export const imageFileSchema = z
  .custom<UploadedFile>(isUpload, { error: issueMessage('validation.image_required'), abort: false })
  .refine((file) => !isUpload(file) || file.size <= MAX_IMAGE_BYTES, {
    error: issueMessage('validation.image_too_large', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }),
  })
  .refine((file) => !isUpload(file) || !file.type || file.type.startsWith('image/'), {
    error: issueMessage('validation.image_type'),
  });

/** Up to 3 images, each at most 2 MB (spec §5, §9). */
export const imageListSchema = z
  .array(imageFileSchema)
  .max(MAX_IMAGES, { error: issueMessage('validation.images_max', { max: MAX_IMAGES }) });

/** Form fields left blank ('') count as not given, so an optional field may stay empty. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * For object-level refinements: run them even when some field already failed, so a form shows every
 * problem at once (zod skips them otherwise). The refinement must then expect fields to be missing.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * A structured field that may arrive as JSON text (a multipart form's field, a CSV cell) or as the
 * value itself (a JSON body). Text that is not JSON is left as it is, for `schema` to refuse in its own
 * words; with `whenBlank`, an empty text is that value.
 */
export const jsonOrValue = <T extends z.ZodType>(schema: T, whenBlank?: unknown) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    if (whenBlank !== undefined && v.trim() === '') return whenBlank;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

/** One optional text of another language, trimmed, at most `max` characters. */
const localText = (max: number) =>
  z
    .string({ error: issueMessage('validation.invalid_value') })
    .trim()
    .max(max, { error: issueMessage('validation.too_long', { max }) });

/**
 * A name and description in ur, ar and sp ({ ur: { name, description } }, as stores' and items'
 * `translations` keep them), sent as JSON text or as the value; empty texts and languages are dropped
 * (the English one is shown). Sent, it replaces them all.
 */
export const nameAndDescriptionTranslations = (max: { name: number; description: number }) => {
  const texts = z
    .object({ name: localText(max.name), description: localText(max.description) })
    .partial()
    .transform(
      (all) => Object.fromEntries(Object.entries(all).filter(([, v]) => v)) as Record<string, string>,
    );
  return jsonOrValue(
    z
      .object({ ur: texts, ar: texts, sp: texts }, { error: issueMessage('validation.invalid_value') })
      .partial()
      .transform((byLocale) =>
        Object.fromEntries(Object.entries(byLocale).filter(([, all]) => all && Object.keys(all).length > 0)),
      ),
    {},
  );
};
