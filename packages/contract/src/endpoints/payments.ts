import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import { PaymentCallbackResultSchema, SandboxCallbackBodySchema } from '../payments';

const tag = 'payments';

/** Calls a payment gateway makes to us (never the storefront). */
export const paymentEndpoints = {
  sandboxCallback: defineEndpoint({
    method: 'POST',
    path: '/payments/sandbox/callback',
    tag,
    summary:
      'Signed payment report of the sandbox gateway (headers x-sandbox-timestamp, x-sandbox-signature: ' +
      'HMAC-SHA256 of "timestamp.body"); 401 bad signature or stale, 409 replay or failed-after-paid, ' +
      '422 unknown payment or mismatched checkout/amount',
    body: SandboxCallbackBodySchema,
    response: PaymentCallbackResultSchema,
    responses: {
      400: ErrorEnvelopeSchema,
      401: ErrorEnvelopeSchema,
      403: ErrorEnvelopeSchema,
      409: ErrorEnvelopeSchema,
      422: ErrorEnvelopeSchema,
    },
  }),
} as const;
