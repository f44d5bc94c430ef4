import type { UploadedImage } from '@bazaar/contract';
import type { TicketStatus, TicketType } from '@bazaar/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, ticketMessages, tickets } from '../db/schema';
import { AppError } from '../platform/errors';
import { removeUploadedImages, storeUploadedImages } from '../uploads/images';
import { notifyCustomer } from './notify';
import { findTicket, type TicketScope } from './ticket-thread';
import type { Tx } from './tx';

/** Ticket images live in dataDir/uploads/ticket (config base_urls.tickets_image_url). */
export const TICKET_IMAGE_FOLDER = 'ticket';
/** A thread holds at most this many messages: reads stay bounded, and a runaway thread is stopped. */
export const MAX_TICKET_MESSAGES = 100;

/** Who writes: the ticket's customer (the ticket opens again) or an admin (it is answered). */
export type TicketSender = { kind: 'customer'; userId: number } | { kind: 'staff'; staffId: number };

const IMAGE_FIELD = 'attachments';

const closedError = () => AppError.of(403, 'ticket_status', 'ticket.is_closed');

/**
 * Stores the images first (each checked from its bytes and re-encoded, or the whole call is refused),
 * then runs `write`; when the write fails the stored images are removed again.
 */
async function withImages<T>(
  dataDir: string,
  images: readonly UploadedImage[],
  write: (names: string[]) => Promise<T>,
): Promise<T> {
  const names = await storeUploadedImages(dataDir, TICKET_IMAGE_FOLDER, images, { field: IMAGE_FIELD });
  try {
    return await write(names);
  } catch (error) {
    await removeUploadedImages(dataDir, TICKET_IMAGE_FOLDER, names);
    throw error;
  }
}

export type NewTicket = {
  userId: number;
  subject: string;
  type: TicketType;
  priority: 'low' | 'medium' | 'high';
  /** A complaint's order: the customer's own, else 404 under order_id. */
  orderId: number | null;
  message: string;
  images: readonly UploadedImage[];
};

/** Opens a ticket with its first message; answers its id. */
export async function openTicket(db: Database, dataDir: string, input: NewTicket): Promise<number> {
  if (input.orderId !== null) {
    const [own] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .limit(1);
    if (!own) throw AppError.notFound('order_id');
  }
  return withImages(dataDir, input.images, (names) =>
    db.transaction(async (tx) => {
      const [ticket] = await tx
        .insert(tickets)
        .values({
          userId: input.userId,
          subject: input.subject,
          type: input.type,
          priority: input.priority,
          orderId: input.orderId,
        })
        .returning({ id: tickets.id });
      const id = ticket!.id;
      await tx
        .insert(ticketMessages)
        .values({ ticketId: id, senderType: 'customer', message: input.message, attachments: names });
      return id;
    }),
  );
}

/** Locks a ticket for a change within the scope: 404 when missing or another customer's. */
async function lockTicket(tx: Tx, id: number, scope: TicketScope) {
  const where =
    scope === 'all' ? eq(tickets.id, id) : and(eq(tickets.id, id), eq(tickets.userId, scope.userId));
  const [row] = await tx.select().from(tickets).where(where).for('update');
  if (!row) throw AppError.notFound('ticket_id');
  return row;
}

export type TicketMessageInput = {
  ticketId: number;
  sender: TicketSender;
  message: string;
  images: readonly UploadedImage[];
};

/**
 * Adds a message to a ticket's thread. A closed ticket refuses it (403), as does a full thread. A
 * customer's message opens the ticket again; an admin's answers it and notifies the customer
 * (notification + outbox row) in the same transaction.
 */
export async function postTicketMessage(db: Database, dataDir: string, input: TicketMessageInput) {
  const scope: TicketScope = input.sender.kind === 'customer' ? { userId: input.sender.userId } : 'all';
  // Refused before any image is processed; checked again under the lock below.
  const current = await findTicket(db, input.ticketId, scope, 'ticket_id');
  if (current.status === 'closed') throw closedError();
  await withImages(dataDir, input.images, (names) =>
    db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, input.ticketId, scope);
      if (ticket.status === 'closed') throw closedError();
      const [thread] = await tx
        .select({ n: count() })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, ticket.id));
      if ((thread?.n ?? 0) >= MAX_TICKET_MESSAGES) {
        throw AppError.of(403, 'ticket_status', 'ticket.thread_full', { max: MAX_TICKET_MESSAGES });
      }
      const staff = input.sender.kind === 'staff';
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        senderType: input.sender.kind,
        staffId: input.sender.kind === 'staff' ? input.sender.staffId : null,
        message: input.message,
        attachments: names,
      });
      const status: TicketStatus = staff ? 'answered' : 'open';
      await tx.update(tickets).set({ status, updatedAt: sql`now()` }).where(eq(tickets.id, ticket.id));
      if (staff && ticket.userId !== null) {
        await notifyCustomer(tx, {
          userId: ticket.userId,
          orderId: ticket.orderId,
          notice: { kind: 'ticket_reply', ticket_id: ticket.id, subject: ticket.subject },
        });
      }
    }),
  );
}

/** Closes a ticket within the scope; closing a closed one changes nothing. */
export async function closeTicket(db: Database, ticketId: number, scope: TicketScope) {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId, scope);
    if (ticket.status === 'closed') return;
    await tx
      .update(tickets)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(eq(tickets.id, ticket.id));
  });
}
