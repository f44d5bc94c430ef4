import { z } from 'zod';
import { MAX_STORED_ID } from '../ids';
import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, MAX_ITEM_TAGS, MAX_TAG_LENGTH } from '../items/item-rules';
import type { MessageKey } from '../messages/en';
import { DISCOUNT_TYPES, TAX_TYPES } from '../pricing/item-price';
import { isCalendarDate } from '../time/periods';
import { issueMessage, jsonOrValue, nameAndDescriptionTranslations, requiredText } from './common';

/**
 * A seller's item fields as a form, a JSON body or a CSV row sends them (issue 36): each field's type
 * and format only. Every field may be left out (an edit changes what it sends); the rules between
 * fields, and the ones a whole item must keep, are `itemProblems` (items/item-rules.ts), judged on the
 * item with the fields laid over it. Text from forms and CSV cells is read as the field's type.
 */

const issue = (key: MessageKey, params?: Record<string, string | number>) => ({
  code: 'custom' as const,
  message: issueMessage(key, params),
});

const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/** A number from JSON or text; `empty` is what a blank field means: a message (required) or a value. */
function formNumber<E extends number | null>(
  o: { invalid: MessageKey; int?: boolean; min?: number; max?: number },
  empty: MessageKey | { value: E },
) {
  return z
    .union([z.number(), z.string(), z.null()], { error: issueMessage(o.invalid) })
    .transform((v, ctx) => {
      if (blank(v)) {
        if (typeof empty === 'object') return empty.value;
        ctx.addIssue(issue(empty));
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      const bad =
        !Number.isFinite(n) ||
        (o.int && !Number.isInteger(n)) ||
        (o.min !== undefined && n < o.min) ||
        (o.max !== undefined && n > o.max);
      if (bad) {
        ctx.addIssue(issue(o.invalid));
        return z.NEVER;
      }
      return n as number | E;
    });
}

/** Text that may be emptied: blank is null. */
const clearableText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= max, { error: issueMessage('validation.too_long', { max }) });

/** A Pakistan date 'YYYY-MM-DD' that exists on the calendar; blank is none. */
const dateOrNone = z
  .union([z.string(), z.null()], { error: issueMessage('items.date_invalid') })
  .transform((v, ctx) => {
    if (blank(v)) return null;
    const text = String(v).trim();
    if (!isCalendarDate(text)) {
      ctx.addIssue(issue('items.date_invalid'));
      return z.NEVER;
    }
    return text;
  });

/** Yes or no from JSON (true, false, 1, 0) or text ('1', '0', 'true', 'false', 'yes', 'no'). */
const yesNo = <E extends boolean | null>(empty: E) =>
  z
    .union([z.boolean(), z.number(), z.string(), z.null()], { error: issueMessage('items.yes_no') })
    .transform((v, ctx) => {
      if (blank(v)) return empty;
      const text = String(v).trim().toLowerCase();
      if (['1', 'true', 'yes'].includes(text)) return true;
      if (['0', 'false', 'no'].includes(text)) return false;
      ctx.addIssue(issue('items.yes_no'));
      return z.NEVER;
    });

/** A list from JSON, repeated form fields, or comma-separated text (a CSV cell); blank is empty. */
const list = <T extends z.ZodType>(of: T) =>
  z.preprocess(
    (v) => {
      if (Array.isArray(v) || typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return [];
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return v;
        }
      }
      return text.split(',').map((part) => part.trim());
    },
    z.array(of, { error: issueMessage('validation.invalid_value') }),
  );

const idIn = z.coerce
  .number({ error: issueMessage('validation.invalid_number') })
  .int({ error: issueMessage('validation.invalid_number') })
  .positive({ error: issueMessage('validation.invalid_number') })
  .max(MAX_STORED_ID, { error: issueMessage('validation.invalid_number') });

/** Lower-case words, each once; at most MAX_ITEM_TAGS of at most MAX_TAG_LENGTH characters. */
const tags = list(z.string({ error: issueMessage('validation.invalid_value') }))
  .transform((all) => [...new Set(all.map((t) => t.trim().toLowerCase()).filter(Boolean))])
  .refine((all) => all.length <= MAX_ITEM_TAGS, {
    error: issueMessage('items.tags_max', { max: MAX_ITEM_TAGS }),
  })
  .refine((all) => all.every((t) => t.length <= MAX_TAG_LENGTH), {
    error: issueMessage('items.tag_too_long', { max: MAX_TAG_LENGTH }),
  });

/** Name and description in ur, ar and sp, as items.translations keeps them. */
const translations = nameAndDescriptionTranslations({
  name: ITEM_NAME_MAX,
  description: ITEM_DESCRIPTION_MAX,
});

/**
 * Lists longer than any item could use are refused as sent; the bounds a seller meets (3 option
 * groups, 20 values, 100 combinations) are itemProblems', with their own messages.
 */
const SANE_LENGTH = 1000;

const optionText = z
  .string({ error: issueMessage('validation.invalid_value') })
  .trim()
  .max(50, { error: issueMessage('validation.too_long', { max: 50 }) });

const choiceOptions = jsonOrValue(
  z
    .array(
      z.object({
        title: optionText,
        options: z
          .array(optionText, { error: issueMessage('validation.invalid_value') })
          .max(SANE_LENGTH, { error: issueMessage('validation.invalid_value') }),
      }),
      { error: issueMessage('validation.invalid_value') },
    )
    .max(SANE_LENGTH, { error: issueMessage('validation.invalid_value') }),
  [],
);

const variations = jsonOrValue(
  z
    .array(
      z.object({
        type: z
          .string({ error: issueMessage('validation.invalid_value') })
          .trim()
          .max(200),
        price: formNumber({ invalid: 'items.price_invalid', int: true }, 'items.price_required'),
        stock: formNumber({ invalid: 'items.stock_invalid', int: true, min: 0 }, { value: null })
          .optional()
          .transform((v) => v ?? undefined),
      }),
      { error: issueMessage('validation.invalid_value') },
    )
    .max(SANE_LENGTH, { error: issueMessage('validation.invalid_value') }),
  [],
);

const dimension = (max: number) =>
  formNumber({ invalid: 'validation.invalid_number', min: 0, max }, { value: 0 });

export const itemFieldsSchema = z
  .object({
    name: requiredText('items.name_required', ITEM_NAME_MAX),
    description: clearableText(ITEM_DESCRIPTION_MAX),
    translations,
    category_id: formNumber(
      { invalid: 'validation.invalid_choice', int: true, min: 1, max: MAX_STORED_ID },
      'items.category_required',
    ),
    price: formNumber({ invalid: 'items.price_invalid', int: true }, 'items.price_required'),
    discount: formNumber({ invalid: 'items.discount_invalid' }, { value: 0 }),
    discount_type: z.enum(DISCOUNT_TYPES, { error: issueMessage('validation.invalid_choice') }),
    discount_start: dateOrNone,
    discount_end: dateOrNone,
    tax: formNumber({ invalid: 'validation.invalid_number', min: 0, max: 100_000 }, { value: 0 }),
    tax_type: z.enum(TAX_TYPES, { error: issueMessage('validation.invalid_choice') }),
    stock: formNumber({ invalid: 'items.stock_invalid', int: true }, { value: 0 }),
    maximum_cart_quantity: formNumber({ invalid: 'items.max_per_order_min', int: true }, { value: null }),
    unit_type: clearableText(20),
    veg: yesNo(null),
    weight: dimension(10_000),
    length: dimension(10_000),
    width: dimension(10_000),
    height: dimension(10_000),
    tags,
    add_on_ids: list(idIn).transform((ids) => [...new Set(ids)]),
    choice_options: choiceOptions,
    variations,
    active: yesNo(true),
  })
  .partial();

/** The fields as sent, read: only those given (an edit), each of its type. */
export type ItemFields = z.output<typeof itemFieldsSchema>;
export type ItemFieldsInput = z.input<typeof itemFieldsSchema>;
