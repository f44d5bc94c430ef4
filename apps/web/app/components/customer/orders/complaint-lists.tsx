import type { TicketSummary } from '@bazaar/contract';
import { ChevronRight, LifeBuoy, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import type { RefundComplaint } from '../../../lib/order-complaints.server';

const ROW =
  'flex min-h-11 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600';
const CHIP = 'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Refund requests, each a link to its order. */
export function RefundComplaints({ refunds }: { refunds: RefundComplaint[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="mt-3 grid gap-3">
      {refunds.map(({ order, request }) => (
        <li
          key={request.id}
          data-testid="complaint-refund"
          data-order-id={order.id}
          data-status={request.status}
        >
          <Link to={`/customer/order/${order.id}`} className={ROW}>
            <RotateCcw className="size-5 shrink-0 text-slate-500" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">
                {t('customer.order_number', { id: order.id })} · {order.store_name}
              </span>
              <span className="block truncate text-sm text-slate-600">{request.reason}</span>
              <span className="block text-xs text-slate-500">{shortDate(request.created_at, locale)}</span>
            </span>
            <span
              className={`${CHIP} ${request.status === 'approved' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-800'}`}
            >
              {t(`orders.refund_state.${request.status}`)}
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Support tickets about an order, each a link to its thread. */
export function TicketComplaints({ tickets }: { tickets: TicketSummary[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="mt-3 grid gap-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} data-testid="complaint-ticket" data-order-id={ticket.order_id}>
          <Link to={`/customer/ticket/${ticket.id}`} className={ROW}>
            <LifeBuoy className="size-5 shrink-0 text-slate-500" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {t('orders.complaints_ticket_line', { subject: ticket.subject, id: ticket.order_id ?? '' })}
              </span>
              <span className="block text-xs text-slate-500">{shortDate(ticket.updated_at, locale)}</span>
            </span>
            <span
              className={`${CHIP} ${ticket.status === 'closed' ? 'bg-slate-100 text-slate-700' : 'bg-sky-50 text-sky-800'}`}
            >
              {t(`tickets.status.${ticket.status}`)}
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
