import type { FastifyInstance } from 'fastify';
import { isSandboxProvider } from '../../payments/sandbox';
import type { AppDeps } from '../area';
import { callbackRoutes } from './callback';
import { startExpirySweep } from './expiry';
import { hostedPageRoutes } from './hosted-page';

/**
 * Digital payment after placement: the sandbox gateway's hosted page and signed callback (when the
 * configured provider is the sandbox), and the sweep that expires unpaid digital orders.
 */
export async function paymentsArea(scope: FastifyInstance, deps: AppDeps) {
  const provider = deps.payments;
  if (isSandboxProvider(provider)) {
    await scope.register(async (callbackScope) => callbackRoutes(callbackScope, deps, provider));
    await scope.register(async (pageScope) => hostedPageRoutes(pageScope, deps, provider));
  }
  if (deps.paymentExpirySweep ?? process.env.NODE_ENV !== 'test') startExpirySweep(scope, deps.db);
}
