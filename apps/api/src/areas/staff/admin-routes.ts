import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale, say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { listRefundRequests, settleRefund } from './refunds';
import { topUpWallet } from './wallet-top-up';

/** An admin's money calls: wallet top-ups and the refund queue. */
export function adminMoneyRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.adminAddFund, async ({ body, req }) => {
    const done = await topUpWallet(
      db,
      { userId: body.user_id, email: body.email, amount: body.amount, note: body.reference },
      requestLocale(req),
    );
    return {
      message: say(req, 'staff.fund_added'),
      user_id: done.userId,
      amount: done.amount,
      transaction_id: done.transactionId,
      reference: done.reference,
      balance: done.balance,
    };
  });

  registerEndpoint(app, endpoints.adminRefundRequests, async ({ query }) => {
    const page = await listRefundRequests(db, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      refund_requests: page.requests,
    };
  });

  registerEndpoint(app, endpoints.adminSettleRefund, async ({ body, req }) => {
    const settle = { orderId: body.order_id, action: body.action, adminNote: body.admin_note };
    const settled = await settleRefund(db, settle, requestLocale(req));
    const key = body.action === 'approve' ? 'staff.refund_approved' : 'staff.refund_rejected';
    return { message: say(req, key), ...settled };
  });
}
