import { Wallet } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';

/** The wallet's balance, large, in rupees. */
export function BalanceCard({ balance }: { balance: number }) {
  const t = useT();
  const money = useMoney();
  return (
    <section
      aria-labelledby="wallet-balance"
      className="mt-4 flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-5 text-white shadow-sm tablet:p-6"
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-white/15">
        <Wallet className="size-7" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 id="wallet-balance" className="text-sm font-medium text-white/85">
          {t('customer.wallet_balance')}
        </h2>
        <p className="font-display text-3xl font-bold tablet:text-4xl" data-testid="wallet-balance">
          {money(balance)}
        </p>
        <p className="mt-1 text-sm text-white/85">{t('wallet.balance_hint')}</p>
      </div>
    </section>
  );
}
