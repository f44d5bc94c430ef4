import { IdParamsSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  CreateTicketBodySchema,
  StaffTicketAnswerSchema,
  StaffTicketDetailsSchema,
  StaffTicketListSchema,
  TicketAnswerSchema,
  TicketDetailsSchema,
  TicketIdBodySchema,
  TicketListQuerySchema,
  TicketListSchema,
  TicketReplyBodySchema,
} from '../tickets';

/** 401 without a token; 403 for bad input (or a reply to a closed ticket); 404 for another's ticket. */
const own = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };
const imagesNote = 'up to 3 images as `attachments` (≤ 2 MB each, jpeg/png/webp)';

/** Support tickets and complaints (decision 504): the customer's own, and the admin's desk. */
export const ticketEndpoints = {
  ticketList: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/list',
    tag: 'tickets',
    auth: 'required',
    summary:
      'The customer’s tickets, latest activity first, optionally of one status or type (limit, offset)',
    query: TicketListQuerySchema,
    response: TicketListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
  ticketCreate: defineEndpoint({
    method: 'POST',
    path: '/customer/ticket/create',
    tag: 'tickets',
    auth: 'required',
    bodyType: 'multipart',
    summary: `Open a ticket (subject, type, priority, first message, ${imagesNote}); with order_id, a complaint about one of the customer’s orders`,
    body: CreateTicketBodySchema,
    response: TicketAnswerSchema,
    responses: own,
  }),
  ticketDetails: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/{id}',
    tag: 'tickets',
    auth: 'required',
    summary: 'One of the customer’s tickets with its thread of messages, oldest first',
    params: IdParamsSchema,
    response: TicketDetailsSchema,
    responses: own,
  }),
  ticketReply: defineEndpoint({
    method: 'POST',
    path: '/customer/ticket/reply',
    tag: 'tickets',
    auth: 'required',
    bodyType: 'multipart',
    summary: `Add a message to the customer’s ticket (${imagesNote}); the ticket is open again. A closed ticket is refused`,
    body: TicketReplyBodySchema,
    response: TicketAnswerSchema,
    responses: own,
  }),
  ticketClose: defineEndpoint({
    method: 'PUT',
    path: '/customer/ticket/close',
    tag: 'tickets',
    auth: 'required',
    summary: 'Close the customer’s ticket (closing a closed one changes nothing)',
    body: TicketIdBodySchema,
    response: TicketAnswerSchema,
    responses: own,
  }),
  adminTickets: defineEndpoint({
    method: 'GET',
    path: '/admin/tickets',
    tag: 'admin',
    auth: 'admin',
    summary: 'Every customer’s tickets, latest activity first, optionally of one status or type',
    query: TicketListQuerySchema,
    response: StaffTicketListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
  adminTicketDetails: defineEndpoint({
    method: 'GET',
    path: '/admin/ticket/{id}',
    tag: 'admin',
    auth: 'admin',
    summary: 'One ticket with its customer and thread of messages',
    params: IdParamsSchema,
    response: StaffTicketDetailsSchema,
    responses: own,
  }),
  adminTicketReply: defineEndpoint({
    method: 'POST',
    path: '/admin/ticket/reply',
    tag: 'admin',
    auth: 'admin',
    bodyType: 'multipart',
    summary: `Answer a ticket (${imagesNote}): it becomes answered and the customer is notified`,
    body: TicketReplyBodySchema,
    response: StaffTicketAnswerSchema,
    responses: own,
  }),
  adminTicketClose: defineEndpoint({
    method: 'PUT',
    path: '/admin/ticket/close',
    tag: 'admin',
    auth: 'admin',
    summary: 'Close a ticket (closing a closed one changes nothing)',
    body: TicketIdBodySchema,
    response: StaffTicketAnswerSchema,
    responses: own,
  }),
} as const;
