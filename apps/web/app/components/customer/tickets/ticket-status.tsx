import type { TicketStatus } from '@bazaar/domain';
import { useT } from '../../../lib/i18n';
import { TICKET_TONE } from '../../../lib/ticket-form';

/** A ticket's status as a chip: open (waiting for support), answered, closed. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TICKET_TONE[status]}`}
      data-testid="ticket-status"
      data-status={status}
    >
      {t(`tickets.status.${status}`)}
    </span>
  );
}
