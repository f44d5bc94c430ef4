import { endpoints } from '@bazaar/contract';
import { MAX_IMAGES } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { listTickets, shapeStaffTicket, staffTicketDetails } from '../../commerce/ticket-thread';
import { closeTicket, postTicketMessage } from '../../commerce/tickets';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';

/**
 * The admin's support desk (issue 11, decision 504): every customer's tickets, one with its thread, a
 * reply (the ticket is answered and its customer notified) and closing. Admin tokens only: a seller's
 * answers 403, a customer's 401.
 */
export async function supportDeskArea(scope: FastifyInstance, deps: AppDeps) {
  const { db, dataDir } = deps;
  await acceptFormData(scope, { files: MAX_IMAGES, imagesField: 'attachments' });

  registerEndpoint(scope, endpoints.adminTickets, async ({ query }) => {
    const page = await listTickets(db, 'all', query);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      tickets: page.rows.map(shapeStaffTicket),
    };
  });

  registerEndpoint(scope, endpoints.adminTicketDetails, async ({ params }) =>
    staffTicketDetails(db, params.id),
  );

  registerEndpoint(scope, endpoints.adminTicketReply, async ({ body, req }) => {
    await postTicketMessage(db, dataDir, {
      ticketId: body.ticket_id,
      sender: { kind: 'staff', staffId: currentStaff(req).id },
      message: body.message,
      images: body.attachments,
    });
    return { message: say(req, 'ticket.replied'), ticket: await staffTicketDetails(db, body.ticket_id) };
  });

  registerEndpoint(scope, endpoints.adminTicketClose, async ({ body, req }) => {
    await closeTicket(db, body.ticket_id, 'all');
    return { message: say(req, 'ticket.closed'), ticket: await staffTicketDetails(db, body.ticket_id) };
  });
}
