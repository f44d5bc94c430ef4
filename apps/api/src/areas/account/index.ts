import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { revokeSession } from '../../auth/sessions';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';
import { recoveryRoutes } from './recovery';
import { signInRoutes } from './sign-in';

/**
 * The auth/* calls: sign-up, sign-in (password and Google), recovery, verification, logout. Bodies may be JSON or form data (the platform's apps send
 * form data); files only where a call takes one.
 */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  await acceptFormData(app, { files: 1 });
  signInRoutes(app, deps);
  recoveryRoutes(app, deps);
  registerEndpoint(app, endpoints.logout, async ({ req }) => {
    await revokeSession(deps.db, currentCustomer(req).sessionId);
    return { message: say(req, 'auth.logout_success') };
  });
}
