import { endpoints, isApiError } from '@bazaar/contract';
import { type FormFailure, keptValues, refusalOf } from '@bazaar/contract/forms';
import { ChevronLeft, Lock } from 'lucide-react';
import { data, Link, useRouteLoaderData, useSearchParams } from 'react-router';
import { CloseTicket, CloseTicketInline } from '../../../components/customer/tickets/close-ticket';
import { ReplyForm } from '../../../components/customer/tickets/reply-form';
import { TicketStatusChip } from '../../../components/customer/tickets/ticket-status';
import { TicketThread } from '../../../components/customer/tickets/ticket-thread';
import { Toast } from '../../../components/layout/toast';
import { metaT } from '../../../components/lists/page-meta';
import type { ChromeData } from '../../../lib/chrome-data';
import { customerApi } from '../../../lib/customer.server';
import { shortDate } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { apiForm, idOf } from '../../../lib/ticket-form';
import type { Route } from './+types/thread';

/** Another customer's ticket, a missing one or a malformed id: the 404 page, as the API answers 404. */
const notFound = (request: Request) => data(new URL(request.url).pathname, { status: 404 });

const refusedAsMissing = (request: Request) => (err: unknown) => {
  if (isApiError(err) && err.status === 404) throw notFound(request);
  throw err;
};

export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const id = idOf(args.params.ticket_id);
  if (id === null) throw notFound(args.request);
  const ticket = await api(endpoints.ticketDetails, { params: { id } }).catch(refusedAsMissing(args.request));
  return { ticket };
}

type ActionAnswer = {
  notice?: string;
  failure?: FormFailure;
  /** Grows with every sent reply: the reply form starts empty again. */
  sent?: number;
};

/** intent=reply adds the shopper's message (multipart, photos); intent=close closes the ticket. */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const id = idOf(args.params.ticket_id);
  if (id === null) throw notFound(args.request);
  const form = await args.request.formData();
  if (form.get('intent') === 'close') {
    const done = await api(endpoints.ticketClose, { body: { ticket_id: id } }).catch(
      refusedAsMissing(args.request),
    );
    return { notice: done.message } satisfies ActionAnswer;
  }
  const body = apiForm(form, ['message']);
  body.set('ticket_id', String(id));
  try {
    const done = await api(endpoints.ticketReply, { body });
    return { notice: done.message, sent: done.ticket.messages.length } satisfies ActionAnswer;
  } catch (err) {
    if (err instanceof Response) throw err;
    if (isApiError(err) && err.status === 404) throw notFound(args.request);
    const failure = refusalOf(err, args.context.locale, {
      fields: ['message', 'attachments'],
      values: keptValues(form, ['message']),
    });
    return data({ failure } satisfies ActionAnswer, { status: 422 });
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches);
  const title = d ? d.ticket.subject : t('tickets.title');
  return [{ title: `${title} — Bazaar` }, { name: 'robots', content: 'noindex' }];
};

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const [params] = useSearchParams();
  const { ticket } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const closed = ticket.status === 'closed';
  const href = `/customer/ticket/${ticket.id}`;
  const created = !answer && params.get('notice') === 'created' ? t('ticket.created') : undefined;
  return (
    <section aria-labelledby="ticket-title" className="max-w-3xl" data-testid="ticket-page">
      <Toast message={answer?.notice ?? created} testId="ticket-notice" />
      <Link
        to="/customer/ticket/list"
        className="-ms-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('tickets.back_to_list')}
      </Link>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <TicketStatusChip status={ticket.status} />
            <span>{t('tickets.number', { id: ticket.id })}</span>
            <span>{t(`tickets.type.${ticket.type}`)}</span>
          </div>
          <h1 id="ticket-title" dir="auto" className="mt-1 break-words text-start text-2xl font-bold">
            {ticket.subject}
          </h1>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <span>{t('tickets.opened_on', { date: shortDate(ticket.created_at, locale) })}</span>
            {ticket.order_id !== null && (
              <Link
                to={`/customer/order/${ticket.order_id}`}
                className="font-medium text-brand-700 underline"
              >
                {t('tickets.about_order', { id: ticket.order_id })}
              </Link>
            )}
          </p>
        </div>
        {!closed && <CloseTicket threadHref={href} />}
      </div>

      {!closed && params.get('confirm') === 'close' && (
        <div className="mt-4">
          <CloseTicketInline threadHref={href} />
        </div>
      )}

      <div className="mt-6">
        <TicketThread
          messages={ticket.messages}
          imageBase={chrome?.config.base_urls.tickets_image_url ?? ''}
        />
      </div>

      <div className="mt-6">
        {closed ? (
          <div
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-slate-700 tablet:flex-row tablet:items-center"
            data-testid="ticket-closed"
          >
            <p className="flex min-w-0 flex-1 items-start gap-3">
              <Lock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden /> {t('ticket.is_closed')}
            </p>
            <Link
              to="/customer/ticket/create"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {t('tickets.open_ticket')}
            </Link>
          </div>
        ) : (
          <ReplyForm key={answer?.sent ?? 0} failure={answer?.failure} />
        )}
      </div>
    </section>
  );
}
