import { endpoints } from '@bazaar/contract';
import { type FormFailure, keptValues, refusalOf } from '@bazaar/contract/forms';
import { ChevronLeft } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { CreateTicketForm } from '../../../components/customer/tickets/create-form';
import { metaT } from '../../../components/lists/page-meta';
import { customerApi } from '../../../lib/customer.server';
import { useT } from '../../../lib/i18n';
import { apiForm, idOf, orderChoices } from '../../../lib/ticket-form';
import type { Route } from './+types/create';

const FIELDS = ['subject', 'message', 'type', 'priority', 'order_id'] as const;

/** The shopper's recent orders to pick from, with `?order_id=` chosen (from an order's 'get help'). */
export async function loader(args: Route.LoaderArgs) {
  const api = customerApi(args);
  const prefill = idOf(new URL(args.request.url).searchParams.get('order_id'));
  // The picker is a convenience: without the list the form still works, prefilled or not.
  const recent = await api(endpoints.orderList, { query: { limit: 20, offset: 1, type: 'all' } }).catch(
    (err: unknown) => {
      if (err instanceof Response) throw err;
      return null;
    },
  );
  return { prefill, orders: orderChoices(recent?.orders ?? [], prefill) };
}

/**
 * Opens the ticket (multipart, with its photos) and goes to its thread with the success toast. The
 * form goes to the API as it is: its refusal (the contract's schema, in the shopper's language) comes
 * back under the fields.
 */
export async function action(args: Route.ActionArgs) {
  const api = customerApi(args);
  const form = await args.request.formData();
  try {
    const answer = await api(endpoints.ticketCreate, { body: apiForm(form, FIELDS) });
    return redirect(`/customer/ticket/${answer.ticket.id}?notice=created`);
  } catch (err) {
    if (err instanceof Response) throw err;
    const failure = refusalOf(err, args.context.locale, {
      fields: [...FIELDS, 'attachments'],
      values: keptValues(form, FIELDS),
    });
    return data(failure satisfies FormFailure, { status: 422 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: `${t('chrome.new_ticket')} — Bazaar` },
    { name: 'description', content: t('tickets.create_intro') },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function CreateTicket({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const failure: FormFailure | undefined = actionData;
  return (
    <section aria-labelledby="ticket-create-title" className="max-w-3xl" data-testid="ticket-create-page">
      <Link
        to="/customer/ticket/list"
        className="-ms-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden /> {t('tickets.back_to_list')}
      </Link>
      <h1 id="ticket-create-title" className="mt-1 text-2xl font-bold">
        {t('chrome.new_ticket')}
      </h1>
      <p className="text-sm text-slate-600">{t('tickets.create_intro')}</p>
      <CreateTicketForm orders={loaderData.orders} prefill={loaderData.prefill} failure={failure} />
    </section>
  );
}
