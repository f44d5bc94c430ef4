import { withdrawable } from '@bazaar/domain';
import { Stat } from '../kit/stat';
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';
import { positionOf } from '../lib/money';

/** What the store may withdraw now and what is in payout: the earnings and payouts pages' first cards. */
export function PayoutStats({
  info,
}: {
  info: { balance: number; cash_in_hand: number; pending_withdraw: number };
}) {
  const t = useT();
  const format = useFormat();
  return (
    <>
      <Stat
        label={t('console.stat_withdrawable')}
        value={format.money(withdrawable(positionOf(info)))}
        hint={t('console.stat_withdrawable_hint', { amount: format.money(info.balance) })}
        testId="stat-withdrawable"
      />
      <Stat
        label={t('console.stat_in_payout')}
        value={format.money(info.pending_withdraw)}
        hint={t('console.stat_in_payout_hint')}
        testId="stat-in-payout"
      />
    </>
  );
}
