import { z } from 'zod';
import { idSchema, imageListSchema, issueMessage, requiredText, TEXT_MAX } from './common';

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
/** What a ticket is about; one tied to an order is a complaint (issue 11). */
export const TICKET_TYPES = ['order_problem', 'payment', 'delivery', 'account', 'other'] as const;
/** open: waiting for support; answered: support replied; closed: final, a reply is refused. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_SUBJECT_MAX = 150;

/** The type of a ticket created without one: a complaint about its order, else 'other'. */
export const defaultTicketType = (orderId: number | null | undefined): TicketType =>
  orderId ? 'order_problem' : 'other';

/** A required text PostgreSQL can store: a NUL character is refused (text columns cannot hold it). */
const ticketText = (max: number) =>
  requiredText('validation.field_empty', max).refine((text) => !text.includes('\u0000'), {
    error: issueMessage('validation.invalid_value'),
  });

/** customer/ticket/create. The spec shows no ticket fields; these follow the platform's support tickets. */
export const ticketSchema = z.object({
  subject: ticketText(TICKET_SUBJECT_MAX),
  message: ticketText(TEXT_MAX),
  type: z.enum(TICKET_TYPES, { error: issueMessage('validation.invalid_choice') }).optional(),
  priority: z.enum(TICKET_PRIORITIES, { error: issueMessage('validation.invalid_choice') }).default('medium'),
  order_id: idSchema.optional(),
  attachments: imageListSchema.default([]),
});
export type Ticket = z.output<typeof ticketSchema>;

/** customer/ticket/reply. */
export const ticketReplySchema = z.object({
  message: ticketText(TEXT_MAX),
  attachments: imageListSchema.default([]),
});
export type TicketReply = z.output<typeof ticketReplySchema>;
