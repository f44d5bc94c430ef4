import { endpoints } from '@bazaar/contract';
import { Plus } from 'lucide-react';
import { Link, useLocation, useNavigation } from 'react-router';
import { TicketRow, TicketsSkeleton } from '../../../components/customer/tickets/ticket-row';
import { EmptyState } from '../../../components/lists/empty-state';
import { metaT } from '../../../components/lists/page-meta';
import { Pager } from '../../../components/lists/pager';
import { customerApi } from '../../../lib/customer.server';
import { useT } from '../../../lib/i18n';
import { pageOf } from '../../../lib/ticket-form';
import type { Route } from './+types/list';

const PAGE_SIZE = 20;

/** The customer's tickets, latest activity first, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const page = pageOf(new URL(args.request.url));
  const now = new Date().toISOString();
  try {
    const list = await api(endpoints.ticketList, { query: { limit: PAGE_SIZE, offset: page } });
    return { failed: false, now, page, total: list.total_size, limit: list.limit, tickets: list.tickets };
  } catch (err) {
    if (err instanceof Response) throw err;
    console.error('tickets: the list did not load', err);
    return { failed: true, now, page, total: 0, limit: PAGE_SIZE, tickets: [] };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('tickets.title')} — Bazaar` },
    { name: 'description', content: t('tickets.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

const PRIMARY =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export default function TicketList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { tickets, failed, now } = loaderData;
  const paging = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <section aria-labelledby="tickets-title" data-testid="tickets-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="tickets-title" className="text-2xl font-bold">
            {t('tickets.title')}
          </h1>
          <p className="text-sm text-slate-600">{t('tickets.description')}</p>
        </div>
        {tickets.length > 0 && (
          <Link to="/customer/ticket/create" className={PRIMARY} data-testid="new-ticket">
            <Plus className="size-4" aria-hidden /> {t('tickets.new')}
          </Link>
        )}
      </div>
      <div className="mt-4">
        {failed ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-medium text-red-800">{t('support.load_failed')}</p>
            <Link to={`${pathname}?page=${loaderData.page}`} className={`${PRIMARY} mt-4`}>
              {t('common.retry')}
            </Link>
          </div>
        ) : paging ? (
          <TicketsSkeleton />
        ) : tickets.length === 0 ? (
          <EmptyState title={t('tickets.empty')} hint={t('tickets.empty_hint')}>
            <Link to="/customer/ticket/create" className={PRIMARY} data-testid="new-ticket">
              <Plus className="size-4" aria-hidden /> {t('tickets.open_ticket')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-labelledby="tickets-title">
            {tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} now={now} />
            ))}
          </ul>
        )}
        {!failed && <Pager page={loaderData.page} total={loaderData.total} limit={loaderData.limit} />}
      </div>
    </section>
  );
}
