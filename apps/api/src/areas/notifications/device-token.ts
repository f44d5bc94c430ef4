import { endpoints } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, currentCustomer } from '../../auth/authenticate';
import { findSession } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError, ERROR_CODES } from '../../platform/errors';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import { checkPushEndpoint, isP256PublicKey } from '../../push/endpoints';
import { removeSubscription, saveSubscription } from '../../push/subscriptions';
import type { AppDeps } from '../area';

const unauthorized = () => AppError.of(401, ERROR_CODES.unauthorized, 'api.unauthorized');

/**
 * The caller of a call open to guests: the signed-in customer when a bearer token is sent, null when
 * none is. A token that is sent but not valid is refused (401), never quietly taken for a guest.
 */
async function optionalCustomerId(db: Database, req: FastifyRequest): Promise<number | null> {
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') return null;
  const token = bearerToken(header);
  const customer = token ? await findSession(db, token) : null;
  if (!customer) throw unauthorized();
  return customer.id;
}

/** POST customer/save-device-token (JSON or form data, signed in or not) and remove-device-token. */
export async function deviceTokenRoutes(scope: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await acceptFormData(scope, { files: 0, fields: 4, fieldSize: 4096 });
  const policy = { allowLoopback: deps.push.allowLoopback };

  registerEndpoint(scope, endpoints.saveDeviceToken, async ({ req, body }) => {
    await deps.limiter.consume('deviceTokenPerAddress', req);
    const userId = await optionalCustomerId(db, req);
    const { endpoint, keys } = body.token;
    const check = checkPushEndpoint(endpoint, policy);
    if (check === 'not_https') throw AppError.field('token.endpoint', 'push.endpoint_not_https');
    if (check !== 'ok') throw AppError.field('token.endpoint', 'push.endpoint_not_allowed');
    if (!isP256PublicKey(keys.p256dh)) throw AppError.field('token.keys.p256dh', 'push.subscription_invalid');
    const saved = await saveSubscription(db, userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    if (saved === 'taken') throw AppError.of(409, 'token.endpoint', 'push.device_taken');
    return { message: say(req, 'push.device_saved') };
  });

  registerEndpoint(scope, endpoints.removeDeviceToken, async ({ req, body }) => {
    const customer = currentCustomer(req);
    if (!(await removeSubscription(db, customer.id, body.endpoint))) {
      throw AppError.notFound('not_found', 'push.device_not_found');
    }
    return { message: say(req, 'push.device_removed') };
  });
}
