import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import { WalletTransactionListSchema, WalletTransactionQuerySchema } from '../wallet';

/** The customer's wallet history (spec §7, §9; decision 501). */
export const walletEndpoints = {
  walletTransactions: defineEndpoint({
    method: 'GET',
    path: '/customer/wallet/transactions',
    tag: 'wallet',
    auth: 'required',
    summary:
      'Wallet ledger rows, newest first, each with the running balance after it; limit (default 20), offset = page from 1',
    query: WalletTransactionQuerySchema,
    response: WalletTransactionListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
} as const;
