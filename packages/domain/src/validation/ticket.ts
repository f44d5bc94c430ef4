import { z } from 'zod';
import { enMessage, idSchema, imageListSchema, requiredText, TEXT_MAX } from './common';

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;

/** customer/ticket/create. The spec shows no ticket fields; these follow the platform's support tickets. */
export const ticketSchema = z.object({
  subject: requiredText('validation.field_empty', 150),
  message: requiredText('validation.field_empty', TEXT_MAX),
  priority: z.enum(TICKET_PRIORITIES, { error: enMessage('validation.invalid_choice') }).default('medium'),
  order_id: idSchema.optional(),
  attachments: imageListSchema.default([]),
});
export type Ticket = z.output<typeof ticketSchema>;

/** customer/ticket/reply. */
export const ticketReplySchema = z.object({
  message: requiredText('validation.field_empty', TEXT_MAX),
  attachments: imageListSchema.default([]),
});
export type TicketReply = z.output<typeof ticketReplySchema>;
