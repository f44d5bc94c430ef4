import { Bell, Package, Star, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';

/** Four figures a customer checks first, each a link to its page. */
export function DashboardStats(props: { wallet: number; unread: number; running: number; toReview: number }) {
  const t = useT();
  const money = useMoney();
  const cards = [
    {
      to: '/customer/wallet',
      icon: Wallet,
      label: t('customer.wallet_balance'),
      value: money(props.wallet),
      id: 'wallet',
    },
    {
      to: '/customer/notifications',
      icon: Bell,
      label: t('customer.unread_notifications'),
      value: String(props.unread),
      id: 'unread',
    },
    {
      to: '/customer/orders?type=running',
      icon: Package,
      label: t('customer.running_orders'),
      value: String(props.running),
      id: 'running',
    },
    {
      to: '/customer/reviews',
      icon: Star,
      label: t('customer.to_review'),
      value: String(props.toReview),
      id: 'to-review',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-4">
      {cards.map(({ to, icon: Icon, label, value, id }) => (
        <li key={id}>
          <Link
            to={to}
            className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid={`stat-${id}`}
          >
            <Icon className="size-5 text-brand-600" aria-hidden />
            <span className="text-xl font-bold tabular-nums" data-testid="stat-value">
              {value}
            </span>
            <span className="text-xs font-medium text-slate-500">{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
