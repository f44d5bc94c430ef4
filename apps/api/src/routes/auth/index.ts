import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { revokeSession } from '../../auth/sessions';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { say } from '../../http/locale';
import { acceptFormData } from '../../http/multipart';
import { customerRoutes } from '../customer';
import { recoveryRoutes } from './recovery';
import { createAccountServices } from './services';
import { signInRoutes } from './sign-in';

/**
 * Every account call: auth/* and customer/*. Bodies may be JSON or form data (the platform's apps send
 * form data); files only where a call takes one.
 */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  await acceptFormData(app, { files: 1 });
  const services = createAccountServices(app, deps);
  signInRoutes(app, deps, services);
  recoveryRoutes(app, deps, services);
  registerEndpoint(app, endpoints.logout, async ({ req }) => {
    await revokeSession(deps.db, currentCustomer(req).sessionId);
    return { message: say(req, 'auth.logout_success') };
  });
  customerRoutes(app, deps, services);
}
