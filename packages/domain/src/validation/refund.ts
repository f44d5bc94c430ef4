import { z } from 'zod';
import { idSchema, imageListSchema, optionalText, requiredText, TEXT_MAX } from './common';

/** customer/order/refund-request (spec §3 Refund request, §5: a reason is required). */
export const refundRequestSchema = z.object({
  order_id: idSchema,
  reason: requiredText('validation.refund_reason_required', 255),
  note: optionalText(TEXT_MAX),
  image: imageListSchema.default([]),
});
export type RefundRequest = z.output<typeof refundRequestSchema>;
