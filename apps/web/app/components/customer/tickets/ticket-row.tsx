import type { TicketSummary } from '@bazaar/contract';
import { ChevronRight, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { absoluteTime, relativeTime } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { TicketStatusChip } from './ticket-status';

/** One ticket in the list: subject, status, what it is about, when it last moved; a link to its thread. */
export function TicketRow({ ticket, now }: { ticket: TicketSummary; now: string }) {
  const t = useT();
  const locale = useLocale();
  const replied = ticket.status === 'answered';
  return (
    <li data-testid="ticket-row" data-ticket-id={ticket.id}>
      <Link
        to={`/customer/ticket/${ticket.id}`}
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <TicketStatusChip status={ticket.status} />
            {replied && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
                <span aria-hidden className="size-2 rounded-full bg-emerald-600" />
                {t('tickets.new_reply')}
              </span>
            )}
          </div>
          <p
            dir="auto"
            className={`mt-1.5 break-words text-start ${replied ? 'font-bold' : 'font-semibold'} text-slate-900`}
          >
            {ticket.subject}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
            <span>{t('tickets.number', { id: ticket.id })}</span>
            <span>{t(`tickets.type.${ticket.type}`)}</span>
            {ticket.order_id !== null && <span>{t('tickets.about_order', { id: ticket.order_id })}</span>}
            <span className="inline-flex items-center gap-1">
              <MessageCircle className="size-3.5" aria-hidden />{' '}
              {t('tickets.messages_count', { n: ticket.messages_count })}
            </span>
            <time dateTime={ticket.updated_at} title={absoluteTime(ticket.updated_at, locale)}>
              {t('tickets.updated', { time: relativeTime(ticket.updated_at, now, locale) })}
            </time>
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden />
      </Link>
    </li>
  );
}

/** The list's shape while another page of it loads. */
export function TicketsSkeleton() {
  return (
    <ul aria-hidden className="space-y-3" data-testid="tickets-skeleton">
      {[0, 1, 2].map((n) => (
        <li key={n} className="animate-pulse rounded-2xl border border-slate-200 bg-white p-4">
          <div className="h-5 w-20 rounded-full bg-slate-200" />
          <div className="mt-2 h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
