import { AlertCircle, MessageSquarePlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { RefundComplaints, TicketComplaints } from '../../components/customer/orders/complaint-lists';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import { type Complaints, loadComplaints } from '../../lib/order-complaints.server';
import type { Route } from './+types/complaints';

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    ...pageMeta(matches, {
      title: t('orders.complaints_title'),
      description: t('orders.complaints_description'),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

/** Complaints about orders: refund requests and the support tickets tied to an order. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  try {
    return { complaints: await loadComplaints(api) };
  } catch (err) {
    if (err instanceof Response) throw err;
    return { complaints: null as Complaints | null };
  }
}

export default function ComplaintsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { complaints } = loaderData;
  const newTicket = (
    <Link
      to="/customer/ticket/create"
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <MessageSquarePlus className="size-4" aria-hidden /> {t('orders.complaints_new')}
    </Link>
  );
  const empty = complaints && complaints.refunds.length === 0 && complaints.tickets.length === 0;
  return (
    <section data-testid="complaints-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('orders.complaints_title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('orders.complaints_intro')}</p>
        </div>
        {!empty && complaints && newTicket}
      </div>
      <div className="mt-6 space-y-8">
        {!complaints ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="flex items-center gap-2 font-semibold">
              <AlertCircle className="size-5" aria-hidden /> {t('orders.complaints_load_failed')}
            </p>
            <Link
              to={pathname}
              reloadDocument
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('common.retry')}
            </Link>
          </div>
        ) : empty ? (
          <EmptyState title={t('orders.complaints_empty')} hint={t('orders.complaints_empty_hint')}>
            {newTicket}
          </EmptyState>
        ) : (
          <>
            {complaints.refunds.length > 0 && (
              <section aria-labelledby="refunds-title">
                <h2 id="refunds-title" className="text-lg font-semibold text-slate-900">
                  {t('orders.complaints_refunds')}
                </h2>
                <RefundComplaints refunds={complaints.refunds} />
              </section>
            )}
            {complaints.tickets.length > 0 && (
              <section aria-labelledby="tickets-title">
                <h2 id="tickets-title" className="text-lg font-semibold text-slate-900">
                  {t('orders.complaints_tickets')}
                </h2>
                <TicketComplaints tickets={complaints.tickets} />
              </section>
            )}
          </>
        )}
      </div>
    </section>
  );
}
