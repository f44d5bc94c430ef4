import type { OrderStatus } from '@bazaar/domain';
import { useT } from '../../lib/i18n';
import { StatusChip } from './status-chip';

/** Chip colours by how the shopper should read a status: on its way, done, or stopped. */
const TONE: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-sky-50 text-sky-800 ring-sky-200',
  handover: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  picked_up: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refund_requested: 'bg-amber-50 text-amber-800 ring-amber-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
  returned: 'bg-slate-100 text-slate-700 ring-slate-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

/** An order's status as a chip, in the page's language (spec §4 status labels). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <StatusChip
      tone={TONE[status]}
      label={t(`order.status.${status}`)}
      testId="order-status"
      status={status}
    />
  );
}
