import { endpoints, ORDER_LIST_TYPES, type OrderList } from '@bazaar/contract';
import { AlertCircle } from 'lucide-react';
import { Link, useLocation, useNavigation } from 'react-router';
import { OrderCard, OrderCardsSkeleton } from '../../components/customer/orders/order-card';
import { type OrderListType, OrderTabs } from '../../components/customer/orders/order-tabs';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT, pageMeta } from '../../components/lists/page-meta';
import { Pager } from '../../components/lists/pager';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import type { Route } from './+types/orders';

const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    ...pageMeta(matches, { title: t('orders.title'), description: t('orders.description') }),
    { name: 'robots', content: 'noindex' },
  ];
};

const readType = (raw: string | null): OrderListType =>
  (ORDER_LIST_TYPES as readonly string[]).includes(raw ?? '') ? (raw as OrderListType) : 'all';
const readPage = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** One page of the customer's orders of a kind (running, past, all), newest first. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const url = new URL(args.request.url);
  const type = readType(url.searchParams.get('type'));
  const page = readPage(url.searchParams.get('page'));
  try {
    const list = await api(endpoints.orderList, { query: { type, limit: PAGE_SIZE, offset: page } });
    return { type, page, list };
  } catch (err) {
    if (err instanceof Response) throw err;
    return { type, page, list: null as OrderList | null };
  }
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { type, page, list } = loaderData;
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  // Another tab or page of this list is on its way: its shape, not the old orders.
  const switching =
    navigation.state === 'loading' &&
    navigation.location.pathname === pathname &&
    navigation.location.search !== search;
  return (
    <section data-testid="orders-page" data-type={type}>
      <h1 className="text-2xl font-bold text-slate-900">{t('orders.title')}</h1>
      <OrderTabs current={type} />
      <div className="mt-4">
        {switching ? (
          <OrderCardsSkeleton />
        ) : !list ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="flex items-center gap-2 font-semibold">
              <AlertCircle className="size-5" aria-hidden /> {t('orders.load_failed')}
            </p>
            <Link
              to={`${pathname}${search}`}
              reloadDocument
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('common.retry')}
            </Link>
          </div>
        ) : list.orders.length === 0 ? (
          <EmptyState
            title={t('empty.order')}
            hint={
              type === 'running'
                ? t('orders.empty_hint_running')
                : type === 'past'
                  ? t('orders.empty_hint_past')
                  : t('customer.no_orders_hint')
            }
          >
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('customer.start_shopping')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-3" data-testid="orders-list">
              {list.orders.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            <Pager page={page} total={list.total_size} limit={PAGE_SIZE} />
          </>
        )}
      </div>
    </section>
  );
}
