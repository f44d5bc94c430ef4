import { endpoints } from '@bazaar/contract';
import { defaultTicketType, MAX_IMAGES } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { customerTicketDetails, listTickets, shapeTicket } from '../../commerce/ticket-thread';
import { closeTicket, openTicket, postTicketMessage } from '../../commerce/tickets';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';

/**
 * The customer's support tickets and complaints (issue 11, decision 504): list, open, read with the
 * thread, reply, close. Every call is scoped to the signed-in customer: another customer's ticket (or
 * order, for a complaint) answers 404, exactly as a missing one does.
 */
export async function ticketsArea(scope: FastifyInstance, deps: AppDeps) {
  const { db, dataDir } = deps;
  await acceptFormData(scope, { files: MAX_IMAGES, imagesField: 'attachments' });

  registerEndpoint(scope, endpoints.ticketList, async ({ query, req }) => {
    const page = await listTickets(db, { userId: currentCustomer(req).id }, query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      tickets: page.rows.map(shapeTicket),
    };
  });

  registerEndpoint(scope, endpoints.ticketCreate, async ({ body, req }) => {
    const userId = currentCustomer(req).id;
    const orderId = body.order_id ?? null;
    const id = await openTicket(db, dataDir, {
      userId,
      subject: body.subject,
      type: body.type ?? defaultTicketType(orderId),
      priority: body.priority,
      orderId,
      message: body.message,
      images: body.attachments,
    });
    return { message: say(req, 'ticket.created'), ticket: await customerTicketDetails(db, id, userId) };
  });

  registerEndpoint(scope, endpoints.ticketDetails, async ({ params, req }) =>
    customerTicketDetails(db, params.id, currentCustomer(req).id),
  );

  registerEndpoint(scope, endpoints.ticketReply, async ({ body, req }) => {
    const userId = currentCustomer(req).id;
    await postTicketMessage(db, dataDir, {
      ticketId: body.ticket_id,
      sender: { kind: 'customer', userId },
      message: body.message,
      images: body.attachments,
    });
    return {
      message: say(req, 'ticket.replied'),
      ticket: await customerTicketDetails(db, body.ticket_id, userId),
    };
  });

  registerEndpoint(scope, endpoints.ticketClose, async ({ body, req }) => {
    const userId = currentCustomer(req).id;
    await closeTicket(db, body.ticket_id, { userId });
    return {
      message: say(req, 'ticket.closed'),
      ticket: await customerTicketDetails(db, body.ticket_id, userId),
    };
  });
}
