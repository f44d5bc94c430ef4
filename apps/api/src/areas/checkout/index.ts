import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import { publicOrigin } from '../../platform/origin';
import type { AppDeps } from '../area';
import { idempotencyKeyOf, requestHash } from './idempotency';
import { NotPlaced, placeOrder } from './place';

/** POST customer/order/place (spec §7): form data as the platform's clients send it, or JSON. */
export async function checkoutArea(app: FastifyInstance, deps: AppDeps) {
  // Stores travels as one JSON text field: up to 20 groups of 50 lines fit in 256 KB.
  await acceptFormData(app, { files: 0, fields: 40, fieldSize: 262_144 });
  const { payments: provider, paymentExpiryMinutes: expiryMinutes } = deps;

  registerEndpoint(app, endpoints.orderPlace, async ({ body, req, reply }) => {
    const customer = currentCustomer(req);
    const key = idempotencyKeyOf(req);
    const placement = {
      userId: customer.id,
      body,
      locale: requestLocale(req),
      idempotency: key ? { key, hash: requestHash(body) } : null,
      payments: { provider, expiryMinutes, origin: publicOrigin(deps.env) },
    };
    try {
      const { status, body: answer } = await deps.db.transaction((tx) => placeOrder(tx, placement));
      reply.status(status);
      return answer;
    } catch (error) {
      if (error instanceof NotPlaced) return error.answer;
      throw error;
    }
  });
}
