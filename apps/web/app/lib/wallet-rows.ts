import type { WalletTransaction } from '@bazaar/contract';
import type { MessageKey } from '@bazaar/domain';

/** The ledger's kinds (spec §3), each with its label; an unknown kind shows as the server wrote it. */
const KINDS: Record<string, MessageKey> = {
  add_fund_by_admin: 'wallet.kind.add_fund_by_admin',
  order_place: 'wallet.kind.order_place',
  order_refund: 'wallet.kind.order_refund',
};

export const walletKindKey = (type: string): MessageKey | null =>
  Object.hasOwn(KINDS, type) ? (KINDS[type] ?? null) : null;

export type WalletReference =
  | { kind: 'order'; id: number }
  | { kind: 'checkout'; id: number }
  | { kind: 'note'; text: string }
  | null;

/** What a row is for: `order:40` (an order's page), `checkout:12` (a wallet payment), or an operator's note. */
export function walletReference(reference: string | null): WalletReference {
  const text = reference?.trim();
  if (!text) return null;
  const match = /^(order|checkout):(\d{1,10})$/.exec(text);
  if (match) return { kind: match[1] as 'order' | 'checkout', id: Number(match[2]) };
  return { kind: 'note', text };
}

/** Money into the wallet is a credit (+), out of it a debit (−); one row is one or the other. */
export function walletMovement(row: Pick<WalletTransaction, 'credit' | 'debit'>) {
  return row.credit > 0
    ? { direction: 'credit' as const, amount: row.credit }
    : { direction: 'debit' as const, amount: row.debit };
}
