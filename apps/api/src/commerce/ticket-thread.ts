import type { TicketStatus, TicketType } from '@bazaar/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { ticketMessages, tickets, users } from '../db/schema';
import { AppError } from '../platform/errors';
import type { Db } from './tx';

/** Whose tickets a call reaches: one customer's own (another's is 404, as a missing one), or all (admin). */
export type TicketScope = { userId: number } | 'all';

export type TicketFilter = { status?: TicketStatus | undefined; type?: TicketType | undefined };

const inScope = (scope: TicketScope): SQL | undefined =>
  scope === 'all' ? undefined : eq(tickets.userId, scope.userId);

const ticketColumns = {
  id: tickets.id,
  userId: tickets.userId,
  subject: tickets.subject,
  type: tickets.type,
  priority: tickets.priority,
  status: tickets.status,
  orderId: tickets.orderId,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  messagesCount: sql<number>`(select count(*)::int from ${ticketMessages} where ${ticketMessages.ticketId} = ${tickets.id})`,
  customerFName: users.fName,
  customerLName: users.lName,
  customerEmail: users.email,
};

const ticketQuery = (db: Db) =>
  db.select(ticketColumns).from(tickets).leftJoin(users, eq(users.id, tickets.userId));

export type TicketRow = Awaited<ReturnType<typeof ticketQuery>>[number];

/** A ticket as the customer sees it (api: Ticket). */
export const shapeTicket = (r: TicketRow) => ({
  id: r.id,
  subject: r.subject,
  type: r.type as TicketType,
  priority: r.priority as 'low' | 'medium' | 'high',
  status: r.status as TicketStatus,
  order_id: r.orderId,
  messages_count: r.messagesCount,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** A ticket as the admin's desk sees it: with its customer (api: StaffTicket). */
export const shapeStaffTicket = (r: TicketRow) => ({
  ...shapeTicket(r),
  customer:
    r.userId === null || r.customerEmail === null
      ? null
      : {
          id: r.userId,
          f_name: r.customerFName ?? '',
          l_name: r.customerLName ?? '',
          email: r.customerEmail,
        },
});

/** One page of tickets, latest activity first, and how many match (two statements). */
export async function listTickets(
  db: Db,
  scope: TicketScope,
  query: TicketFilter & { limit: number; offset: number },
) {
  const where = and(
    inScope(scope),
    query.status ? eq(tickets.status, query.status) : undefined,
    query.type ? eq(tickets.type, query.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ticketQuery(db)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(query.limit)
      .offset((query.offset - 1) * query.limit),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** One ticket within the scope; a missing or foreign one is 404 under `code`. */
export async function findTicket(db: Db, id: number, scope: TicketScope, code = 'ticket') {
  const [row] = await ticketQuery(db)
    .where(and(eq(tickets.id, id), inScope(scope)))
    .limit(1);
  if (!row) throw AppError.notFound(code);
  return row;
}

/** A ticket's thread, oldest first (bounded: a thread holds at most MAX_TICKET_MESSAGES). */
export async function threadOf(db: Db, ticketId: number) {
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id));
  return rows.map((m) => ({
    id: m.id,
    sender_type: m.senderType as 'customer' | 'staff',
    message: m.message,
    attachments: m.attachments,
    created_at: m.createdAt.toISOString(),
  }));
}

/** The customer's ticket with its thread (api: TicketDetails). */
export async function customerTicketDetails(db: Db, id: number, userId: number) {
  const row = await findTicket(db, id, { userId });
  return { ...shapeTicket(row), messages: await threadOf(db, id) };
}

/** Any ticket with its customer and thread (api: StaffTicketDetails). */
export async function staffTicketDetails(db: Db, id: number) {
  const row = await findTicket(db, id, 'all');
  return { ...shapeStaffTicket(row), messages: await threadOf(db, id) };
}
