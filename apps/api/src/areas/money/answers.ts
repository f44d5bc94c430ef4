import { type PayeePosition, type PayoutMethod, type PayoutStatus, withdrawable } from '@bazaar/domain';
import type { StatementRow } from '../../commerce/earnings';
import type { PayoutRow } from '../../commerce/payouts';

// The money answers' shapes (packages/contract/src/money.ts), from the commerce rows.

export const positionAnswer = (p: PayeePosition) => ({
  balance: p.balance,
  cash_in_hand: p.cashHeld,
  pending_withdraw: p.reserved,
  withdrawable_balance: withdrawable(p),
});

export const earningsAnswer = (e: {
  today: number;
  thisWeek: number;
  thisMonth: number;
  allTime: number;
}) => ({
  today: e.today,
  this_week: e.thisWeek,
  this_month: e.thisMonth,
  all_time: e.allTime,
});

export const withdrawAnswer = (row: PayoutRow) => ({
  id: row.id,
  amount: row.amount,
  method: row.method as PayoutMethod,
  account: row.account,
  status: row.status as PayoutStatus,
  note: row.note,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

export const statementEntryAnswer = (row: StatementRow) => ({
  id: row.id,
  transaction: row.txn,
  kind: row.kind,
  amount: row.amount,
  balance: row.balance,
  order_id: row.orderId,
  order_amount: row.orderAmount,
  commission: row.commission,
  tips: row.tips,
  payout_id: row.payoutId,
  created_at: row.createdAt.toISOString(),
});
