import { type CourierOrder, endpoints } from '@bazaar/contract';
import { Bike, Power } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { AcceptButton } from '../../courier/accept-button';
import { CourierOrderCard } from '../../courier/courier-order-card';
import { EmptyState, ErrorState } from '../../kit/states';
import { useAction } from '../../kit/use-action';
import { api, signedIn } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useRefreshWhileVisible } from '../../lib/use-refresh';

/** Enough for a courier's day: the API pages further, a phone's list does not need to. */
const LIST_SIZE = 50;

/** The courier's profile (online or not), their running orders and, while online, the orders offered. */
export async function clientLoader() {
  return signedIn('courier', async () => {
    const page = { query: { limit: LIST_SIZE, offset: 1 } };
    const [profile, current, offered] = await Promise.all([
      api(endpoints.courierProfile),
      api(endpoints.courierCurrentOrders, page),
      api(endpoints.courierLatestOrders, page),
    ]);
    return { profile, current: current.orders, offered: offered.orders };
  });
}

/** Online (orders are offered) or offline, said outright to the API (a retried tap changes nothing). */
function OnlineSwitch({ online }: { online: boolean }) {
  const t = useT();
  const { busy, run } = useAction('courier');
  const change = () =>
    run(async () => {
      const status = online ? 'offline' : 'online';
      return (await api(endpoints.courierActiveStatus, { body: { status } })).message;
    });
  return (
    <div
      className={`flex items-center gap-3 rounded-xl p-4 ring-1 ${online ? 'bg-brand-50 ring-brand-200' : 'bg-white ring-slate-200'}`}
    >
      <div className="min-w-0 flex-1">
        <p id="online-label" className="font-semibold">
          {t(online ? 'console.courier_online' : 'console.courier_offline')}
        </p>
        <p id="online-hint" className="text-sm text-slate-600">
          {t(online ? 'courier.online' : 'courier.offline')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-labelledby="online-label"
        aria-describedby="online-hint"
        disabled={busy}
        onClick={() => void change()}
        data-testid="online-switch"
        className={`relative inline-flex h-11 w-20 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${online ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span
          className={`grid size-9 place-items-center rounded-full bg-white shadow transition-transform ${online ? 'translate-x-10 rtl:-translate-x-10' : 'translate-x-1 rtl:-translate-x-1'}`}
        >
          <Power aria-hidden className={`size-4 ${online ? 'text-brand-700' : 'text-slate-500'}`} />
        </span>
      </button>
    </div>
  );
}

function OrderList({ orders, testId }: { orders: CourierOrder[]; testId: string }) {
  return (
    <ul className="space-y-3" data-testid={testId}>
      {orders.map((order) => (
        <li key={order.id}>
          <CourierOrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The courier's start page, made for one hand on a phone: the online switch on top, the orders they
 * carry now, then the orders offered to them with Accept. It asks again every 15 s while in sight.
 */
export default function CourierHome() {
  const t = useT();
  const { profile, current, offered } = useLoaderData<typeof clientLoader>();
  useRefreshWhileVisible();
  return (
    <div className="mx-auto max-w-xl space-y-5" data-testid="courier-home">
      <title>{t('console.courier_home_title')}</title>
      <h1 className="flex items-center gap-2 font-display text-2xl font-bold">
        <Bike aria-hidden className="size-6 text-brand-600" />
        {t('console.courier_home_title')}
      </h1>
      <OnlineSwitch online={profile.online} />
      <section aria-labelledby="current-title" className="space-y-3">
        <h2 id="current-title" className="font-display text-lg font-semibold">
          {t('console.courier_current')}
        </h2>
        {current.length === 0 ? (
          <EmptyState title={t('console.courier_no_current')} hint={t('console.courier_no_current_hint')} />
        ) : (
          <OrderList orders={current} testId="current-orders" />
        )}
      </section>
      <section aria-labelledby="offered-title" className="space-y-3">
        <h2 id="offered-title" className="font-display text-lg font-semibold">
          {t('console.courier_offered')}
        </h2>
        {!profile.online ? (
          <EmptyState title={t('console.courier_offline')} hint={t('courier.go_online')} />
        ) : offered.length === 0 ? (
          <EmptyState title={t('console.courier_no_offers')} hint={t('console.courier_no_offers_hint')} />
        ) : (
          <ul className="space-y-3" data-testid="offered-orders">
            {offered.map((order) => (
              <li key={order.id}>
                <CourierOrderCard order={order} action={<AcceptButton order={order} />} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
