import { z } from 'zod';
import { evenWithFieldErrors, issueMessage, requiredText } from './common';

/** Where a payout goes (decision 410): a bank account, or a JazzCash or Easypaisa mobile wallet. */
export const PAYOUT_METHODS = ['bank', 'jazzcash', 'easypaisa'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_MIN = 1;
export const PAYOUT_MAX = 10_000_000;
const amountMessage = issueMessage('money.amount_invalid', { min: PAYOUT_MIN, max: PAYOUT_MAX });

/** Whole rupees; digits as text (a form field) become a number, anything else is judged as sent. */
export const payoutAmountSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: amountMessage })
    .int({ error: amountMessage })
    .min(PAYOUT_MIN, { error: amountMessage })
    .max(PAYOUT_MAX, { error: amountMessage }),
);

const compact = (text: string) => text.replace(/[\s-]/g, '');

/**
 * A Pakistani IBAN: PK, two check digits, a four-letter bank code and 16 digits, whose ISO 13616
 * mod-97 check holds; spaces are allowed between groups.
 */
export function isPakistaniIban(raw: string): boolean {
  const iban = compact(raw).toUpperCase();
  if (!/^PK\d{2}[A-Z]{4}\d{16}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55)))
    .join('');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** A bank account as the payout is sent to it: a valid IBAN (upper case, no spaces) or 8–20 digits. */
export function normalBankAccount(raw: string): string | null {
  const value = compact(raw).toUpperCase();
  if (isPakistaniIban(value)) return value;
  return /^\d{8,20}$/.test(value) ? value : null;
}

/** A mobile wallet's number as 03XXXXXXXXX; +92 / 0092 / 92 before the 3 are read as the 0. */
export function normalWalletNumber(raw: string): string | null {
  const value = compact(raw).replace(/^(\+92|0092|92)(?=3\d{9}$)/, '0');
  return /^03\d{9}$/.test(value) ? value : null;
}

const optionalField = z
  .string({ error: issueMessage('validation.invalid_value') })
  .trim()
  .max(100, { error: issueMessage('validation.too_long', { max: 100 }) });

type Fields = {
  method?: PayoutMethod;
  bank_name?: string | undefined;
  account_number?: string | undefined;
  mobile_number?: string | undefined;
};
/**
 * Given and not blank. The rules run even when a field's own type is wrong (`evenWithFieldErrors`), so
 * a number or an object sent as a text is not given here: its type error stands alone (fuzz case 7640
 * answered 500 calling trim on a number).
 */
const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';
const forBank = (v: Fields) => v.method === 'bank';
const forWallet = (v: Fields) => v.method === 'jazzcash' || v.method === 'easypaisa';
const fieldRule = (path: keyof Fields, message: ReturnType<typeof issueMessage>) => ({
  error: message,
  path: [path],
  ...evenWithFieldErrors,
});

/**
 * A payout request (vendor/request-withdraw, delivery-man/withdraw-request/create): the amount, the
 * method, the account title, and the bank's name and IBAN or account number, or the wallet's mobile
 * number. Each missing or wrong field is reported under its own key.
 */
export const payoutRequestSchema = z
  .object({
    amount: payoutAmountSchema,
    method: z.enum(PAYOUT_METHODS, { error: issueMessage('validation.invalid_choice') }),
    account_title: requiredText('money.account_title_required'),
    bank_name: optionalField.optional(),
    account_number: optionalField.optional(),
    mobile_number: optionalField.optional(),
  })
  .refine(
    (v) => !forBank(v) || filled(v.bank_name),
    fieldRule('bank_name', issueMessage('money.bank_name_required')),
  )
  .refine(
    (v) => !forBank(v) || filled(v.account_number),
    fieldRule('account_number', issueMessage('money.account_number_required')),
  )
  .refine(
    (v) => !forBank(v) || !filled(v.account_number) || normalBankAccount(v.account_number) !== null,
    fieldRule('account_number', issueMessage('money.account_number_invalid')),
  )
  .refine(
    (v) => !forWallet(v) || filled(v.mobile_number),
    fieldRule('mobile_number', issueMessage('money.mobile_required')),
  )
  .refine(
    (v) => !forWallet(v) || !filled(v.mobile_number) || normalWalletNumber(v.mobile_number) !== null,
    fieldRule('mobile_number', issueMessage('money.mobile_invalid')),
  );
export type PayoutRequest = z.output<typeof payoutRequestSchema>;

/** The account a checked request is paid to, as stored: only the fields its method uses, normalised. */
export function payoutAccountOf(request: PayoutRequest): Record<string, string> {
  if (request.method === 'bank')
    return {
      account_title: request.account_title,
      bank_name: (request.bank_name ?? '').trim(),
      account_number: normalBankAccount(request.account_number ?? '') ?? '',
    };
  return {
    account_title: request.account_title,
    mobile_number: normalWalletNumber(request.mobile_number ?? '') ?? '',
  };
}
