import type { TicketStatus } from '@bazaar/domain';
import { useT } from '../../../lib/i18n';
import { TICKET_TONE } from '../../../lib/ticket-form';
import { StatusChip } from '../status-chip';

/** A ticket's status as a chip: open (waiting for support), answered, closed. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <StatusChip
      tone={TICKET_TONE[status]}
      label={t(`tickets.status.${status}`)}
      testId="ticket-status"
      status={status}
    />
  );
}
