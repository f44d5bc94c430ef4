import { ChevronRight } from 'lucide-react';
import { Form, Link } from 'react-router';
import { absoluteTime, relativeTime } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { imageUrl } from '../../../lib/images';
import { XsrfField } from '../../auth/fields';

/** One notification as the page's loader gives it: text already in the page's language. */
export type NotificationRow = {
  id: number;
  title: string;
  description: string;
  order_id: number | null;
  image: string | null;
  created_at: string;
  read: boolean;
};

function Body({ row, now }: { row: NotificationRow; now: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className="block min-w-0 flex-1">
      <span
        className={`block break-words ${row.read ? 'font-medium text-slate-800' : 'font-bold text-slate-900'}`}
      >
        {!row.read && <span className="sr-only">{t('notifications.unread')}: </span>}
        <span dir="auto">{row.title}</span>
      </span>
      <span dir="auto" className="mt-0.5 block break-words text-start text-sm text-slate-600">
        {row.description}
      </span>
      <time
        dateTime={row.created_at}
        title={absoluteTime(row.created_at, locale)}
        className="mt-1 block text-xs text-slate-500"
      >
        {relativeTime(row.created_at, now, locale)}
      </time>
    </span>
  );
}

const ACTION =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A notification: unread ones carry a dot, bold text and a hidden 'Unread'. Opening an unread one posts
 * its read mark (a plain form, so it works before scripts load) and then goes to its order, if any.
 */
export function NotificationItem({
  row,
  now,
  imageBase,
}: {
  row: NotificationRow;
  now: string;
  imageBase: string;
}) {
  const t = useT();
  const picture = row.image && (
    <img
      src={imageUrl(imageBase, row.image, 320)}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover"
    />
  );
  const dot = (
    <span
      aria-hidden
      className={`mt-2 size-2.5 shrink-0 rounded-full ${row.read ? 'bg-transparent' : 'bg-brand-600'}`}
    />
  );
  const frame = `flex gap-3 rounded-2xl border p-4 ${row.read ? 'border-slate-200 bg-white' : 'border-brand-100 bg-brand-50'}`;

  if (row.read) {
    return (
      <li className={frame} data-testid="notification" data-read="true">
        {dot}
        {picture}
        <div className="min-w-0 flex-1">
          <Body row={row} now={now} />
          {row.order_id !== null && (
            <Link to={`/customer/order/${row.order_id}`} className={`${ACTION} -ms-3 mt-1`}>
              {t('notifications.view_order')} <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
            </Link>
          )}
        </div>
      </li>
    );
  }
  return (
    <li className={frame} data-testid="notification" data-read="false">
      <Form method="post" className="min-w-0 flex-1">
        <XsrfField />
        <input type="hidden" name="intent" value="read" />
        <input type="hidden" name="id" value={row.id} />
        {row.order_id !== null && <input type="hidden" name="order_id" value={row.order_id} />}
        <button
          type="submit"
          className="flex min-w-0 gap-3 rounded-xl text-start focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="notification-open"
        >
          {dot}
          {picture}
          <span className="block min-w-0 flex-1">
            <Body row={row} now={now} />
            {row.order_id !== null && (
              <span className={`${ACTION} -ms-3 mt-1`}>
                {t('notifications.view_order')} <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
              </span>
            )}
          </span>
        </button>
      </Form>
    </li>
  );
}

/** The list's shape while the next page loads: nothing jumps when it arrives. */
export function NotificationsSkeleton() {
  return (
    <ul aria-hidden className="space-y-3" data-testid="notifications-skeleton">
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className="flex animate-pulse gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <div className="mt-2 size-2.5 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="h-4 w-5/6 rounded bg-slate-100" />
            <div className="h-3 w-24 rounded bg-slate-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
