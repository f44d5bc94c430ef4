import {
  issueMessage,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  ticketReplySchema,
  ticketSchema,
} from '@bazaar/domain';
import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageEnvelope } from './common';
import { formImagesField } from './form-images';

/** Support tickets and complaints (issue 11, decision 504): the customer's calls and the admin's desk. */

/** A form value left blank ('') counts as not given. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/** The form's images (spec §5): at most 3 files of at most 2 MB, reported under the field. */
const attachmentsField = formImagesField();

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: issueMessage('validation.invalid_choice') });

export const TicketStatusSchema = choice(TICKET_STATUSES);
export const TicketTypeSchema = choice(TICKET_TYPES);

/**
 * POST customer/ticket/create (multipart, or JSON without files): the domain's ticket form. A ticket
 * with `order_id` is a complaint about that order (the customer's own); its type defaults to
 * order_problem, else other.
 */
export const CreateTicketBodySchema = ticketSchema
  .omit({ type: true, priority: true, order_id: true, attachments: true })
  .extend({
    type: blankIsAbsent(TicketTypeSchema.optional()),
    priority: blankIsAbsent(choice(TICKET_PRIORITIES).default('medium')),
    order_id: blankIsAbsent(IdSchema.optional()),
    attachments: attachmentsField,
  });

/** POST customer/ticket/reply and admin/ticket/reply: one message on a ticket's thread. */
export const TicketReplyBodySchema = ticketReplySchema.omit({ attachments: true }).extend({
  ticket_id: IdSchema,
  attachments: attachmentsField,
});

/** PUT customer/ticket/close and admin/ticket/close. */
export const TicketIdBodySchema = z.object({ ticket_id: IdSchema });

/** GET customer/ticket/list and admin/tickets: newest activity first, optionally one status or type. */
export const TicketListQuerySchema = PageQuerySchema.extend({
  status: TicketStatusSchema.optional(),
  type: TicketTypeSchema.optional(),
});

/** One message of a thread: the customer's or support's; attachments are stored image names. */
export const TicketMessageSchema = z
  .object({
    id: z.number(),
    sender_type: z.enum(['customer', 'staff']),
    message: z.string(),
    /** Stored image names, to append to config's base_urls.tickets_image_url; at most 3. */
    attachments: z.array(z.string()),
    created_at: z.string(),
  })
  .meta({ id: 'TicketMessage' });

/** A ticket as lists show it. */
export const TicketSchema = z
  .object({
    id: z.number(),
    subject: z.string(),
    type: TicketTypeSchema,
    priority: choice(TICKET_PRIORITIES),
    status: TicketStatusSchema,
    /** Set for a complaint: the customer's order it is about. */
    order_id: z.number().nullable(),
    messages_count: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Ticket' });
export type TicketSummary = z.infer<typeof TicketSchema>;

export const TicketDetailsSchema = TicketSchema.extend({ messages: z.array(TicketMessageSchema) }).meta({
  id: 'TicketDetails',
});
export type TicketDetails = z.infer<typeof TicketDetailsSchema>;

export const TicketListSchema = pageEnvelope('tickets', TicketSchema).meta({ id: 'TicketList' });

/** What a create, reply or close answers: the message and the ticket with its thread as it is now. */
export const TicketAnswerSchema = z.object({ message: z.string(), ticket: TicketDetailsSchema });

/** The customer a ticket belongs to, as the admin's desk shows it (null once the account is gone). */
const TicketCustomerSchema = z
  .object({ id: z.number(), f_name: z.string(), l_name: z.string(), email: z.string() })
  .nullable();

export const StaffTicketSchema = TicketSchema.extend({ customer: TicketCustomerSchema }).meta({
  id: 'StaffTicket',
});
export const StaffTicketDetailsSchema = StaffTicketSchema.extend({
  messages: z.array(TicketMessageSchema),
}).meta({ id: 'StaffTicketDetails' });
export type StaffTicketDetails = z.infer<typeof StaffTicketDetailsSchema>;

export const StaffTicketListSchema = pageEnvelope('tickets', StaffTicketSchema).meta({
  id: 'StaffTicketList',
});
export const StaffTicketAnswerSchema = z.object({ message: z.string(), ticket: StaffTicketDetailsSchema });
