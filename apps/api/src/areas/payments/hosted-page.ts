import { randomUUID } from 'node:crypto';
import type { SandboxCallbackBody } from '@bazaar/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxProvider } from '../../payments/sandbox';
import { API_PREFIX } from '../../platform/endpoint';
import type { AppDeps } from '../area';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './callback';
import { HOSTED_PAGE_CSP, hostedPaymentPage, paymentMessagePage } from './html';
import { checkoutOrders, findPaymentByRef, type PaymentRow } from './repository';

/** A sandbox reference: 128 random bits in hex. Anything else is not looked up at all. */
const REF = /^[0-9a-f]{32}$/;

type Params = { ref: string };
const hide = { schema: { hide: true } };

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', HOSTED_PAGE_CSP)
    .send(html);
}

/** Why a payment can not be acted on here, as a page; null when it is pending and in time. */
function unpayable(payment: PaymentRow | undefined, now: Date): { status: number; html: string } | null {
  if (!payment) {
    return {
      status: 404,
      html: paymentMessagePage('Payment not found', 'This payment link is not valid. Return to the shop.'),
    };
  }
  if (payment.status === 'paid' || payment.status === 'failed') {
    return {
      status: 410,
      html: paymentMessagePage(
        'Payment already completed',
        `This payment was already ${payment.status === 'paid' ? 'made' : 'declined'}. Return to the shop to see your order.`,
      ),
    };
  }
  if (payment.status !== 'pending' || payment.expiresAt.getTime() <= now.getTime()) {
    return {
      status: 410,
      html: paymentMessagePage(
        'Payment link expired',
        'The time to pay this order has run out and the order was released. Return to the shop to order again.',
      ),
    };
  }
  return null;
}

/**
 * The sandbox gateway's own pages (outside /api/v1): the hosted checkout, and its two buttons. A button
 * makes the gateway send its signed report to our callback, the only route that settles a payment,
 * then sends the shopper back to the storefront's return page. A GET never changes anything.
 */
export function hostedPageRoutes(scope: FastifyInstance, deps: AppDeps, provider: SandboxProvider) {
  const { db } = deps;
  // The buttons post an empty form; nothing in it is read.
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  const load = async (ref: string) => (REF.test(ref) ? findPaymentByRef(db, provider.name, ref) : undefined);

  scope.get<{ Params: Params }>('/payments/sandbox/:ref', hide, async (req, reply) => {
    const payment = await load(req.params.ref);
    const refused = unpayable(payment, new Date());
    if (refused || !payment) return sendPage(reply, refused?.status ?? 404, refused?.html ?? '');
    const orders = await checkoutOrders(db, payment.checkoutId);
    const html = hostedPaymentPage({
      ref: req.params.ref,
      amount: payment.amount,
      orderIds: orders.map((o) => o.id),
      expiresAt: payment.expiresAt,
    });
    return sendPage(reply, 200, html);
  });

  for (const status of ['paid', 'failed'] as const) {
    const action = status === 'paid' ? 'pay' : 'fail';
    scope.post<{ Params: Params }>(`/payments/sandbox/:ref/${action}`, hide, async (req, reply) => {
      const payment = await load(req.params.ref);
      const refused = unpayable(payment, new Date());
      if (refused || !payment) return sendPage(reply, refused?.status ?? 404, refused?.html ?? '');
      const report: SandboxCallbackBody = {
        event_id: randomUUID(),
        provider_ref: req.params.ref,
        checkout_id: payment.checkoutId,
        amount: payment.amount,
        status,
      };
      const rawBody = JSON.stringify(report);
      const signed = provider.sign(rawBody);
      const answer = await scope.inject({
        method: 'POST',
        url: `${API_PREFIX}/payments/sandbox/callback`,
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: signed.timestamp,
          [SIGNATURE_HEADER]: signed.signature,
        },
        payload: rawBody,
      });
      if (answer.statusCode !== 200) {
        req.log.warn({ status: answer.statusCode, body: answer.body }, 'sandbox callback not accepted');
      }
      // Where the shopper lands follows what the payment now is, not which button was pressed.
      const after = await findPaymentByRef(db, provider.name, req.params.ref);
      const orders = await checkoutOrders(db, payment.checkoutId);
      const query = new URLSearchParams({
        order_id: String(orders[0]?.id ?? ''),
        checkout_id: String(payment.checkoutId),
      });
      const target = after?.status === 'paid' ? '/payment-success' : '/payment-fail';
      return reply.header('cache-control', 'no-store').redirect(`${target}?${query}`, 303);
    });
  }
}
