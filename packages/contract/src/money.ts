import {
  ENTRY_KINDS,
  isCalendarDate,
  issueMessage,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  payoutAmountSchema,
  payoutRequestSchema,
} from '@bazaar/domain';
import { z } from 'zod';
import { PageQuerySchema, pageEnvelope } from './common';

/**
 * The market's money for sellers and couriers (decision 410): earnings, statements, payout requests and
 * cash collected on delivery. Amounts are whole rupees.
 */

/** Where a store or a courier stands with the market. */
const positionShape = {
  /** What the market owes now: earnings less refunds, payouts and cash paid from earnings. */
  balance: z.number().int(),
  /** Cash collected on delivery and not yet paid or handed to the market. */
  cash_in_hand: z.number().int(),
  /** Payout requests not yet paid or rejected. */
  pending_withdraw: z.number().int(),
  /** What may be asked for now: balance − cash in hand − pending requests, at least 0. */
  withdrawable_balance: z.number().int(),
};

/** Earnings of delivered orders less their refunds, by Pakistani calendar (weeks from Monday). */
const earningsShape = {
  today: z.number().int(),
  this_week: z.number().int(),
  this_month: z.number().int(),
  all_time: z.number().int(),
};

/** GET vendor/earning-info. */
export const EarningInfoSchema = z
  .object({
    store_id: z.number(),
    ...earningsShape,
    ...positionShape,
    /** The commission the operator takes of this store's orders, percent (the market's default when unset). */
    commission: z.number(),
    /** The commission taken of this store's delivered orders so far, less what refunds gave back. */
    commission_paid: z.number().int(),
  })
  .meta({ id: 'EarningInfo' });

/** One entry of a store's or a courier's account, with the balance after it. */
export const StatementEntrySchema = z
  .object({
    id: z.number(),
    /** The transaction: 'order:12:delivered', 'order:12:refunded', 'payout:3:paid', … */
    transaction: z.string(),
    kind: z.enum(ENTRY_KINDS),
    amount: z.number().int(),
    balance: z.number().int(),
    order_id: z.number().nullable(),
    /** For an order's entry: what the customer paid, the commission taken (negative: given back), tips. */
    order_amount: z.number().nullable(),
    commission: z.number().nullable(),
    tips: z.number().nullable(),
    payout_id: z.number().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StatementEntry' });
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

/** A Pakistani day, 'YYYY-MM-DD'. */
const DayQuery = z.string().refine(isCalendarDate, { error: issueMessage('validation.invalid_value') });

/** A page of the statement, of one kind of entry and between two Pakistani days (both included) if asked. */
export const StatementQuerySchema = PageQuerySchema.extend({
  kind: z.enum(ENTRY_KINDS).optional(),
  from: DayQuery.optional(),
  to: DayQuery.optional(),
});

/** GET vendor/statement: the store's account, newest first. */
export const StatementSchema = pageEnvelope('statement', StatementEntrySchema)
  .extend({ balance: z.number().int() })
  .meta({ id: 'Statement' });

/** GET delivery-man/income-statement: the courier's earnings and standing, and its account's entries. */
export const IncomeStatementSchema = pageEnvelope('statement', StatementEntrySchema)
  .extend({ courier_id: z.number(), ...earningsShape, ...positionShape })
  .meta({ id: 'IncomeStatement' });

/** A payout request as its payee sees it. */
export const WithdrawRequestSchema = z
  .object({
    id: z.number(),
    amount: z.number().int(),
    method: z.enum(PAYOUT_METHODS),
    /** Bank: account_title, bank_name, account_number (IBAN or number); a wallet: account_title, mobile_number. */
    account: z.record(z.string(), z.string()),
    status: z.enum(PAYOUT_STATUSES),
    /** Why the operator rejected it. */
    note: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'WithdrawRequest' });
export type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

/** POST vendor/request-withdraw and delivery-man/withdraw-request/create. */
export const WithdrawRequestBodySchema = payoutRequestSchema;

export const WithdrawCreatedSchema = z
  .object({ message: z.string(), withdraw: WithdrawRequestSchema })
  .meta({ id: 'WithdrawCreated' });

export const WithdrawListQuerySchema = PageQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export const WithdrawListSchema = pageEnvelope('withdraws', WithdrawRequestSchema).meta({
  id: 'WithdrawList',
});

/** POST vendor/ and delivery-man/make-collected-cash-payment: pay collected cash out of earnings. */
export const CollectedCashBodySchema = z.object({ amount: payoutAmountSchema });

export const CollectedCashResultSchema = z
  .object({ message: z.string(), ...positionShape })
  .meta({ id: 'CollectedCashResult' });
