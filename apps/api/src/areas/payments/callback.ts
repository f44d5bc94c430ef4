import { endpoints } from '@bazaar/contract';
import type { MessageKey } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxProvider } from '../../payments/sandbox';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { jsonDeeperThan, MAX_JSON_DEPTH, tooDeep } from '../../platform/request-body';
import type { AppDeps } from '../area';
import { type SettleRefusal, settleReport } from './settle';

export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SIGNATURE_HEADER = 'x-sandbox-signature';

type Raw = { rawBody?: string; bodyUnreadable?: boolean };
const raw = (req: FastifyRequest) => req as FastifyRequest & Raw;

type Refusal = { status: number; code: string; key: MessageKey; params?: Record<string, string> };

const REFUSALS: Record<SettleRefusal, Refusal> = {
  replayed: { status: 409, code: 'event_id', key: 'payment.replayed' },
  already_paid: { status: 409, code: 'status', key: 'payment.already_paid' },
  unknown: { status: 422, code: 'provider_ref', key: 'payment.unknown' },
  checkout_mismatch: {
    status: 422,
    code: 'checkout_id',
    key: 'payment.mismatch',
    params: { field: 'checkout_id' },
  },
  amount_mismatch: { status: 422, code: 'amount', key: 'payment.mismatch', params: { field: 'amount' } },
};

function refuse(
  req: FastifyRequest,
  reason: string,
  refusal: Refusal,
  context: Record<string, unknown> = {},
) {
  req.log.warn({ reason, ...context }, 'payment callback refused');
  return AppError.of(refusal.status, refusal.code, refusal.key, refusal.params);
}

/**
 * POST /api/v1/payments/sandbox/callback: the one entry that changes a payment. The body is kept raw
 * for the HMAC; the signature and timestamp are checked before the body is even validated, so a forged
 * report learns nothing and changes nothing. Forged or stale reports are logged, not stored: storing
 * them would let anyone fill the table or burn a real event id ahead of the gateway.
 */
export function callbackRoutes(scope: FastifyInstance, deps: AppDeps, provider: SandboxProvider) {
  // This scope's own JSON parser replaces the app's (platform/request-body.ts), depth check included.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    raw(req).rawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      raw(req).bodyUnreadable = true;
      done(null, undefined);
    }
  });

  scope.addHook('preValidation', async (req) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const check = provider.verify({
      timestamp: header(TIMESTAMP_HEADER),
      signature: header(SIGNATURE_HEADER),
      rawBody: raw(req).rawBody ?? '',
    });
    if (!check.ok) {
      const stale = check.reason === 'stale_timestamp' || check.reason === 'bad_timestamp';
      throw refuse(
        req,
        check.reason,
        stale
          ? { status: 401, code: 'timestamp', key: 'payment.stale' }
          : { status: 401, code: 'signature', key: 'payment.bad_signature' },
        { timestamp: header(TIMESTAMP_HEADER) ?? null },
      );
    }
    if (raw(req).bodyUnreadable) {
      throw refuse(req, 'unreadable_body', { status: 400, code: 'body', key: 'payment.invalid_report' });
    }
  });

  registerEndpoint(scope, endpoints.sandboxCallback, async ({ body, req }) => {
    const outcome = await settleReport(deps.db, provider.name, body);
    const context = { eventId: body.event_id, providerRef: body.provider_ref, status: body.status };
    if (!outcome.ok) {
      throw refuse(req, outcome.reason, REFUSALS[outcome.reason], {
        ...context,
        paymentId: outcome.paymentId,
      });
    }
    if (outcome.refundDueOrderIds.length) {
      req.log.warn({ ...context, orders: outcome.refundDueOrderIds }, 'late payment: refund due');
    }
    req.log.info({ ...context, result: outcome.result }, 'payment callback accepted');
    return {
      result: outcome.result,
      payment_status: outcome.paymentStatus,
      checkout_id: outcome.checkoutId,
      refund_due_order_ids: outcome.refundDueOrderIds,
    };
  });
}
