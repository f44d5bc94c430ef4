import { z } from 'zod';
import { PageQuerySchema, pageEnvelope } from './common';

/** GET customer/wallet/transactions: `limit` (default 20) and `offset`, a page number from 1 (spec §9). */
export const WalletTransactionQuerySchema = PageQuerySchema;

/** One ledger row as the customer sees it. Money in whole rupees. */
export const WalletTransactionSchema = z
  .object({
    id: z.number(),
    transaction_id: z.string(),
    credit: z.number(),
    debit: z.number(),
    /** The wallet's balance just after this row: the running sum of credit − debit. */
    balance: z.number(),
    /** add_fund_by_admin, order_place or order_refund (spec §3). */
    transaction_type: z.string(),
    /** What the row is for: `checkout:12`, `order:40`, or the operator's note of a top-up. */
    reference: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** Newest first. */
export const WalletTransactionListSchema = pageEnvelope('data', WalletTransactionSchema).meta({
  id: 'WalletTransactionList',
});
export type WalletTransactionList = z.infer<typeof WalletTransactionListSchema>;
