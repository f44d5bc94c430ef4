import { MAX_STORED_ID } from '@bazaar/domain';
import { z } from 'zod';

/** What the (sandbox) gateway reports for one payment. */
export const PAYMENT_CALLBACK_STATUSES = ['paid', 'failed'] as const;

/**
 * POST payments/sandbox/callback: the gateway's signed report. The signature (header
 * `x-sandbox-signature`) is HMAC-SHA256 hex of `${x-sandbox-timestamp}.${raw body}`.
 */
export const SandboxCallbackBodySchema = z
  .object({
    /** Unique per report: a second report with the same id is a replay and is refused. */
    event_id: z.string().min(8).max(100),
    provider_ref: z.string().min(1).max(100),
    checkout_id: z.number().int().positive().max(MAX_STORED_ID),
    /** Whole rupees: must equal the payment's amount. */
    amount: z.number().int().min(0).max(MAX_STORED_ID),
    status: z.enum(PAYMENT_CALLBACK_STATUSES),
  })
  .meta({ id: 'SandboxCallback' });
export type SandboxCallbackBody = z.infer<typeof SandboxCallbackBodySchema>;

/** The payment as it stands after the report (a duplicate report changes nothing and says so). */
export const PaymentCallbackResultSchema = z
  .object({
    result: z.enum(['settled', 'duplicate']),
    payment_status: z.enum(['pending', 'paid', 'failed', 'expired']),
    checkout_id: z.number(),
    /** Orders of the checkout paid after they had been released: their amount is owed back. */
    refund_due_order_ids: z.array(z.number()),
  })
  .meta({ id: 'PaymentCallbackResult' });
export type PaymentCallbackResult = z.infer<typeof PaymentCallbackResultSchema>;
