import type { PayeePosition, PayoutMethod } from '@bazaar/domain';
import type { Translate } from './i18n';

/** Where the store stands, as the domain's money rules read it, from the API's earning info. */
export const positionOf = (info: {
  balance: number;
  cash_in_hand: number;
  pending_withdraw: number;
}): PayeePosition => ({
  balance: info.balance,
  cashHeld: info.cash_in_hand,
  reserved: info.pending_withdraw,
});

/**
 * Where a payout goes, in a line: the bank and the account's last four characters, or the wallet and
 * its number (the fields the API stores for the method, decision 410).
 */
export function payoutAccountLine(t: Translate, method: PayoutMethod, account: Record<string, string>) {
  if (method === 'bank') {
    const number = account.account_number ?? '';
    return `${account.bank_name ?? t('money.method.bank')} ···${number.slice(-4)}`;
  }
  return `${t(`money.method.${method}`)} ${account.mobile_number ?? ''}`.trim();
}
