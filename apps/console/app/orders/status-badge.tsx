import { type OrderStatus, RUNNING_ORDER_STATUSES } from '@bazaar/domain';
import { useT } from '../lib/i18n';

/** The order's status in words: green once delivered, red once stopped, neutral while running. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const tone =
    status === 'delivered'
      ? 'bg-brand-100 text-brand-900'
      : RUNNING_ORDER_STATUSES.includes(status)
        ? 'bg-sky-100 text-sky-900'
        : 'bg-red-100 text-red-900';
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`order.status.${status}`)}
    </span>
  );
}
