import { endpoints, isApiError } from '@bazaar/contract';
import { t as translate } from '@bazaar/domain';
import { CheckCheck } from 'lucide-react';
import { data, Form, Link, redirect, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import {
  NotificationItem,
  NotificationsSkeleton,
} from '../../components/customer/notifications/notification-item';
import { PushPrompt } from '../../components/customer/push-prompt';
import { Toast } from '../../components/layout/toast';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT } from '../../components/lists/page-meta';
import { Pager } from '../../components/lists/pager';
import type { ChromeData } from '../../lib/chrome-data';
import { customerApi } from '../../lib/customer.server';
import { useT } from '../../lib/i18n';
import { idOf, pageOf } from '../../lib/ticket-form';
import type { Route } from './+types/notifications';

const PAGE_SIZE = 20;

/** The customer's notifications, newest first, a page at a time, told in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const page = pageOf(new URL(args.request.url));
  const now = new Date().toISOString();
  try {
    const answer = await api(endpoints.notificationList, { query: { page, limit: PAGE_SIZE } });
    const list = answer.notifications;
    return {
      failed: false as const,
      now,
      page,
      total: list.total_size,
      limit: list.limit,
      unread: answer.unread_count,
      rows: list.data.map((n) => ({
        id: n.id,
        // The API tells each notice in the page's language (decision 502); a broadcast as written.
        title: n.data.title,
        description: n.data.description,
        order_id: n.data.order_id,
        image: n.data.image,
        created_at: n.created_at,
        read: n.read,
      })),
    };
  } catch (err) {
    if (err instanceof Response) throw err;
    console.error('notifications: the list did not load', err);
    return { failed: true as const, now, page, total: 0, limit: PAGE_SIZE, unread: 0, rows: [] };
  }
}

type ActionAnswer = { notice?: string; error?: string };

/**
 * intent=read marks one read, then goes to its order when it has one; intent=read-all marks them all.
 * Either way the chrome's loader runs again, so the bell and the sidebar badge follow.
 */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const form = await args.request.formData();
  const say = (key: Parameters<typeof translate>[0]) => translate(key, {}, args.context.locale);
  if (form.get('intent') === 'read-all') {
    const done = await api(endpoints.notificationReadAll);
    return { notice: done.message } satisfies ActionAnswer;
  }
  const id = idOf(form.get('id'));
  if (form.get('intent') !== 'read' || id === null) {
    return data({ error: say('api.bad_request') } satisfies ActionAnswer, { status: 400 });
  }
  try {
    await api(endpoints.notificationRead, { params: { id } });
  } catch (err) {
    if (isApiError(err) && err.status === 404) {
      return data({ error: err.message } satisfies ActionAnswer, { status: 404 });
    }
    throw err;
  }
  const order = idOf(form.get('order_id'));
  if (order !== null) return redirect(`/customer/order/${order}`);
  return {} satisfies ActionAnswer;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('chrome.notifications')} — Bazaar` },
    { name: 'description', content: t('notifications.description') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const answer = actionData as ActionAnswer | undefined;
  const { rows, unread, failed } = loaderData;
  // Paging to another page of this list: its shape while it loads.
  const paging =
    navigation.state === 'loading' && !navigation.formData && navigation.location.pathname === pathname;
  const markingAll = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'read-all';
  const imageBase = chrome?.config.base_urls.notification_image_url ?? '';

  return (
    <section aria-labelledby="notifications-title" data-testid="notifications-page">
      <Toast message={answer?.notice} testId="notifications-notice" />
      <Toast message={answer?.error} kind="error" testId="notifications-error" />
      {/* The push helper's 'turn on notifications' panel (draws nothing where push is off or unsupported). */}
      <div className="mb-4 empty:hidden" data-testid="push-prompt-slot">
        <PushPrompt />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="notifications-title" className="text-2xl font-bold">
            {t('chrome.notifications')}
          </h1>
          {unread > 0 && (
            <p className="text-sm text-slate-600" data-testid="notifications-unread">
              {t('customer.unread_badge', { n: unread })}
            </p>
          )}
        </div>
        {unread > 0 && (
          <Form method="post">
            <XsrfField />
            <button
              type="submit"
              name="intent"
              value="read-all"
              disabled={markingAll}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              <CheckCheck className="size-4" aria-hidden /> {t('notifications.mark_all_read')}
            </button>
          </Form>
        )}
      </div>

      <div className="mt-4">
        {failed ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-medium text-red-800">{t('support.load_failed')}</p>
            <Link
              to={`${pathname}?page=${loaderData.page}`}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {t('common.retry')}
            </Link>
          </div>
        ) : paging ? (
          <NotificationsSkeleton />
        ) : rows.length === 0 ? (
          <EmptyState title={t('empty.notification')} hint={t('notifications.empty_hint')}>
            <Link
              to="/"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
            >
              {t('lists.continue_shopping')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="space-y-3" aria-label={t('notifications.list_label')}>
            {rows.map((row) => (
              <NotificationItem key={row.id} row={row} now={loaderData.now} imageBase={imageBase} />
            ))}
          </ul>
        )}
        {!failed && <Pager page={loaderData.page} total={loaderData.total} limit={loaderData.limit} />}
      </div>
    </section>
  );
}
