import { IdParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  CollectedCashBodySchema,
  CollectedCashResultSchema,
  EarningInfoSchema,
  IncomeStatementSchema,
  StatementQuerySchema,
  StatementSchema,
  WithdrawCreatedSchema,
  WithdrawListQuerySchema,
  WithdrawListSchema,
  WithdrawRequestBodySchema,
  WithdrawRequestSchema,
} from '../money';

/** 401 without a staff token (a customer's never counts), 403 for another role or a refused amount. */
const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
/** Another payee's payout request answers 404, as a missing one does. */
const owned = { ...guarded, 404: ErrorEnvelopeSchema };

/** The money of a seller's store and of a courier (decision 410): their own account only. */
export const moneyEndpoints = {
  vendorEarningInfo: defineEndpoint({
    method: 'GET',
    path: '/vendor/earning-info',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "The store's earnings today, this week, this month and in all; its balance, cash in hand, pending and withdrawable amounts",
    response: EarningInfoSchema,
    responses: guarded,
  }),
  vendorStatement: defineEndpoint({
    method: 'GET',
    path: '/vendor/statement',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "The store's account: each order's earning, refund, payout and cash entry, newest first, with the balance",
    query: StatementQuerySchema,
    response: StatementSchema,
    responses: guarded,
  }),
  vendorRequestWithdraw: defineEndpoint({
    method: 'POST',
    path: '/vendor/request-withdraw',
    tag: 'vendor',
    auth: 'seller',
    summary:
      'Ask to be paid, to a bank account or a JazzCash / Easypaisa number, at most the withdrawable balance',
    body: WithdrawRequestBodySchema,
    response: WithdrawCreatedSchema,
    responses: guarded,
  }),
  vendorWithdrawList: defineEndpoint({
    method: 'GET',
    path: '/vendor/get-withdraw-list',
    tag: 'vendor',
    auth: 'seller',
    summary: "The store's payout requests, newest first, optionally of one status",
    query: WithdrawListQuerySchema,
    response: WithdrawListSchema,
    responses: guarded,
  }),
  vendorWithdrawDetails: defineEndpoint({
    method: 'GET',
    path: '/vendor/withdraw-request/details/{id}',
    tag: 'vendor',
    auth: 'seller',
    summary: "One of the store's payout requests; another store's is 404",
    params: IdParamsSchema,
    response: WithdrawRequestSchema,
    responses: owned,
  }),
  vendorCollectedCash: defineEndpoint({
    method: 'POST',
    path: '/vendor/make-collected-cash-payment',
    tag: 'vendor',
    auth: 'seller',
    summary:
      "Pay the market cash collected on delivery out of the store's earnings (at most the cash in hand and the balance)",
    body: CollectedCashBodySchema,
    response: CollectedCashResultSchema,
    responses: guarded,
  }),
  courierIncomeStatement: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/income-statement',
    tag: 'delivery-man',
    auth: 'courier',
    summary:
      "The courier's earnings (per delivery, tips included) and standing, and its account's entries, newest first",
    query: StatementQuerySchema,
    response: IncomeStatementSchema,
    responses: guarded,
  }),
  courierWithdrawList: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/withdraw-request/list',
    tag: 'delivery-man',
    auth: 'courier',
    summary: "The courier's payout requests, newest first, optionally of one status",
    query: WithdrawListQuerySchema,
    response: WithdrawListSchema,
    responses: guarded,
  }),
  courierWithdrawCreate: defineEndpoint({
    method: 'POST',
    path: '/delivery-man/withdraw-request/create',
    tag: 'delivery-man',
    auth: 'courier',
    summary:
      'Ask to be paid, to a bank account or a JazzCash / Easypaisa number, at most the withdrawable balance',
    body: WithdrawRequestBodySchema,
    response: WithdrawCreatedSchema,
    responses: guarded,
  }),
  courierWithdrawDetails: defineEndpoint({
    method: 'GET',
    path: '/delivery-man/withdraw-request/details/{id}',
    tag: 'delivery-man',
    auth: 'courier',
    summary: "One of the courier's payout requests; another courier's is 404",
    params: IdParamsSchema,
    response: WithdrawRequestSchema,
    responses: owned,
  }),
  courierCollectedCash: defineEndpoint({
    method: 'POST',
    path: '/delivery-man/make-collected-cash-payment',
    tag: 'delivery-man',
    auth: 'courier',
    summary: "Pay the market cash collected on delivery out of the courier's earnings",
    body: CollectedCashBodySchema,
    response: CollectedCashResultSchema,
    responses: guarded,
  }),
} as const;
