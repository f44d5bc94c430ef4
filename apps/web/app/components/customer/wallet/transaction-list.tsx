import type { WalletTransaction } from '@bazaar/contract';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n';
import { useMoney } from '../../../lib/use-money';
import { walletKindKey, walletMovement, walletReference } from '../../../lib/wallet-rows';
import { postDate } from '../../lists/post-date';

/** The wallet's rows, newest first: kind, what it is for, date; the amount green + or red −. */
export function TransactionList({ rows }: { rows: WalletTransaction[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <TransactionRow key={row.id} row={row} />
      ))}
    </ul>
  );
}

function TransactionRow({ row }: { row: WalletTransaction }) {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const kindKey = walletKindKey(row.transaction_type);
  const ref = walletReference(row.reference);
  const { direction, amount } = walletMovement(row);
  const credit = direction === 'credit';
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-start gap-3 p-4" data-testid="wallet-row" data-direction={direction}>
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full ${
          credit ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700'
        }`}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-800" data-testid="wallet-kind">
          {kindKey ? t(kindKey) : row.transaction_type}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-500">
          <time dateTime={row.created_at}>{postDate(row.created_at, locale)}</time>
          {ref?.kind === 'order' && (
            <Link
              to={`/customer/order/${ref.id}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('customer.order_number', { id: ref.id })}
            </Link>
          )}
          {ref?.kind === 'checkout' && (
            <Link
              to="/customer/orders"
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('wallet.checkout_ref', { id: ref.id })}
            </Link>
          )}
          {ref?.kind === 'note' && <span className="break-words">{ref.text}</span>}
        </p>
      </div>
      <div className="shrink-0 text-end">
        <p
          className={`font-display font-bold ${credit ? 'text-emerald-700' : 'text-red-700'}`}
          data-testid="wallet-amount"
        >
          <span className="sr-only">{t(credit ? 'wallet.credit' : 'wallet.debit')} </span>
          <span aria-hidden>{credit ? '+' : '−'}</span>
          {money(amount)}
        </p>
        <p className="mt-0.5 text-xs text-slate-500" data-testid="wallet-balance-after">
          {t('wallet.balance_after', { amount: money(row.balance) })}
        </p>
      </div>
    </li>
  );
}
