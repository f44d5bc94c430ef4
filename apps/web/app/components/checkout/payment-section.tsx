import type { PaymentMethod } from '@bazaar/domain';
import { Banknote, CreditCard, Wallet } from 'lucide-react';
import { CHECKOUT_FIELDS, walletCovers } from '../../lib/checkout';
import { useT } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';

type Props = {
  walletBalance: number;
  total: number;
  /** The method to show picked (the last one posted, else cash on delivery). */
  picked: PaymentMethod;
};

/**
 * Payment method (spec §9): cash on delivery first and picked, the wallet with its balance (disabled
 * with 'Insufficient wallet balance' when it does not cover the total), digital payment through the
 * provider's page.
 */
export function PaymentSection({ walletBalance, total, picked }: Props) {
  const t = useT();
  const money = useMoney();
  const walletOk = walletCovers(walletBalance, total);
  const chosen = picked === 'wallet' && !walletOk ? 'cash_on_delivery' : picked;
  const options: {
    method: PaymentMethod;
    icon: React.ReactNode;
    hint: React.ReactNode;
    disabled?: boolean;
  }[] = [
    {
      method: 'cash_on_delivery',
      icon: <Banknote className="size-5" aria-hidden />,
      hint: t('checkout.cod_hint'),
    },
    {
      method: 'wallet',
      icon: <Wallet className="size-5" aria-hidden />,
      hint: (
        <>
          <span data-testid="wallet-balance">
            {t('checkout.wallet_balance', { amount: money(walletBalance) })}
          </span>
          {!walletOk && (
            <span className="block font-medium text-red-600" data-testid="wallet-short">
              {t('wallet.insufficient_balance')}
            </span>
          )}
        </>
      ),
      disabled: !walletOk,
    },
    {
      method: 'digital_payment',
      icon: <CreditCard className="size-5" aria-hidden />,
      hint: t('checkout.digital_hint'),
    },
  ];
  return (
    <fieldset
      className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="checkout-payment"
    >
      <legend className="float-start mb-3 text-lg font-semibold">{t('checkout.payment')}</legend>
      <div className="clear-both grid gap-3">
        {options.map((o) => {
          const hintId = `payment-${o.method}-hint`;
          return (
            <label
              key={o.method}
              className={`flex min-h-11 items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                o.disabled ? 'cursor-not-allowed bg-slate-50 opacity-80' : 'cursor-pointer'
              }`}
            >
              <input
                type="radio"
                name={CHECKOUT_FIELDS.method}
                value={o.method}
                defaultChecked={chosen === o.method}
                disabled={o.disabled}
                aria-describedby={hintId}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="mt-0.5 text-brand-600">{o.icon}</span>
              <span className="min-w-0 text-sm">
                <span className="block font-semibold">{t(`payment.method.${o.method}`)}</span>
                <span id={hintId} className="block text-slate-500">
                  {o.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
