import { endpoints } from '@bazaar/contract';
import { Form, useRouteLoaderData } from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import { RecentOrders, ToReview } from '../../components/customer/dashboard-lists';
import { DashboardStats } from '../../components/customer/dashboard-stats';
import { PushPrompt } from '../../components/customer/push-prompt';
import { Avatar } from '../../components/customer/sidebar';
import { metaT } from '../../components/lists/page-meta';
import type { ChromeData } from '../../lib/chrome-data';
import { customerApi } from '../../lib/customer.server';
import { shortDate } from '../../lib/dates';
import { useLocale, useT } from '../../lib/i18n';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches)('customer.area_title')} — Bazaar` },
];

/**
 * The dashboard (issue 14): who is signed in, the wallet, unread notifications, running orders, the
 * latest orders and what waits for a review. Every call side by side; the unread count is the chrome's.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const [me, config, recent, running, toReview] = await Promise.all([
    api(endpoints.customerInfo),
    api(endpoints.config),
    api(endpoints.orderList, { query: { type: 'all', limit: 3, offset: 1 } }),
    api(endpoints.orderList, { query: { type: 'running', limit: 1, offset: 1 } }),
    api(endpoints.toBeReviewed, { query: { limit: 4, offset: 1 } }),
  ]);
  return {
    me,
    bases: { customer: config.base_urls.customer_image_url, item: config.base_urls.item_image_url },
    storeBase: config.base_urls.store_image_url,
    recent: recent.orders,
    runningCount: running.total_size,
    toReview: toReview.items,
    toReviewCount: toReview.total_size,
  };
}

/** Sends the email verification link (auth/send-verification-link). */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const { email } = await api(endpoints.customerInfo);
  const sent = await api(endpoints.sendVerificationLink, { body: { email } });
  return { sent: sent.message };
}

export default function CustomerDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { me, bases } = loaderData;
  const t = useT();
  const locale = useLocale();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  return (
    <div className="space-y-6">
      <header className="flex items-center gap-4">
        <Avatar customer={{ ...me, imageBase: bases.customer }} size={56} />
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{t('customer.area_title')}</p>
          <h1 className="truncate text-2xl font-bold" data-testid="account-name">
            {`${me.f_name} ${me.l_name}`.trim()}
          </h1>
          <p className="text-sm text-slate-500">
            {t('customer.member_since', { date: shortDate(me.created_at, locale) })}
          </p>
        </div>
      </header>
      {!me.email_verified_at && (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-accent-400/10 p-4 text-sm"
        >
          <XsrfField />
          <span>{t('customer.email_unconfirmed')}</span>
          <button
            type="submit"
            className="min-h-11 rounded-full border border-accent-500 px-4 font-semibold hover:bg-accent-400/20"
          >
            {t('customer.send_verification')}
          </button>
          {actionData?.sent && <span role="status">{actionData.sent}</span>}
        </Form>
      )}
      <PushPrompt />
      <DashboardStats
        wallet={me.wallet_balance}
        unread={chrome?.unreadCount ?? 0}
        running={loaderData.runningCount}
        toReview={loaderData.toReviewCount}
      />
      <RecentOrders orders={loaderData.recent} storeBase={loaderData.storeBase} />
      <ToReview items={loaderData.toReview} itemBase={bases.item} />
    </div>
  );
}
