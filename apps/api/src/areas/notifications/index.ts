import { endpoints, type Notification } from '@bazaar/contract';
import { type Locale, noticeText, readNotice } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { requestLocale, say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { deviceTokenRoutes } from './device-token';
import { markAllRead, markRead, notificationCounts, notificationPage } from './repository';

type Row = Awaited<ReturnType<typeof notificationPage>>['rows'][number];

function textOf(row: Row, locale: Locale) {
  const notice = readNotice(row.notice);
  return notice ? noticeText(notice, locale) : { title: row.title, description: row.description };
}

/** A notification in the reader's language: a notice is told from the catalogue, a broadcast as written. */
const answer = (row: Row, locale: Locale): Notification => ({
  id: row.id,
  data: {
    ...textOf(row, locale),
    order_id: row.orderId,
    image: row.image,
    type: row.type,
  },
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * Notifications (decision 502): the customer's list with read marks and the unread count, reading one
 * or all, and Web Push: saving a browser's subscription and the VAPID key to subscribe with.
 */
export async function notificationsArea(scope: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  registerEndpoint(scope, endpoints.notificationList, async ({ req, query }) => {
    const customer = currentCustomer(req);
    const page = query.page ?? query.offset;
    const { rows, total, unread } = await notificationPage(db, customer.id, query.limit, page);
    return {
      notifications: {
        total_size: total,
        limit: query.limit,
        offset: page,
        data: rows.map((row) => answer(row, requestLocale(req))),
      },
      unread,
      unread_count: unread,
    };
  });

  const readOne = async (req: FastifyRequest, id: number) => {
    const customer = currentCustomer(req);
    if (!(await markRead(db, customer.id, id)))
      throw AppError.notFound('not_found', 'notification.not_found');
    const { unread } = await notificationCounts(db, customer.id);
    return { message: say(req, 'notification.marked_read'), unread_count: unread };
  };
  // The spec's GET stays for existing clients; the storefront uses the POST (no state change through GET).
  registerEndpoint(scope, endpoints.notificationReadLegacy, ({ req, params }) => readOne(req, params.id));
  registerEndpoint(scope, endpoints.notificationRead, ({ req, params }) => readOne(req, params.id));

  registerEndpoint(scope, endpoints.notificationReadAll, async ({ req }) => {
    const customer = currentCustomer(req);
    await markAllRead(db, customer.id);
    return { message: say(req, 'notification.all_marked_read'), unread_count: 0 };
  });

  registerEndpoint(scope, endpoints.pushPublicKey, async () => ({ public_key: deps.push.vapid.publicKey }));

  await scope.register(async (tokenScope) => deviceTokenRoutes(tokenScope, deps));
}
