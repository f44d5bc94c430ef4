import { type CourierOrder, endpoints, isApiError, type OrderDetailLine } from '@bazaar/contract';
import { issueMessage } from '@bazaar/domain';
import { ArrowLeft, CheckCircle2, Clock, MapPin, Phone, Store, User } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { z } from 'zod';
import { AcceptButton } from '../../courier/accept-button';
import { StatusBadge } from '../../courier/courier-order-card';
import { Card } from '../../kit/card';
import { ConfirmDialog } from '../../kit/confirm-dialog';
import { FormAlert, TextField, useContractForm, useRefusal } from '../../kit/form';
import { EmptyState, ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { useAction } from '../../kit/use-action';
import { api, signedIn } from '../../lib/api';
import {
  cashToCollect,
  courierStep,
  deliveryContact,
  mayRecordCash,
  telLink,
} from '../../lib/courier-orders';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useRefreshWhileVisible } from '../../lib/use-refresh';
import type { Route } from './+types/order';

/** The order, its lines; an order that is not the courier's (nor offered to them) is "not found". */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const orderId = Number(params.id);
  if (!Number.isSafeInteger(orderId) || orderId < 1) return { found: false as const };
  try {
    const answer = await signedIn('courier', () =>
      api(endpoints.courierOrderDetails, { query: { order_id: orderId } }),
    );
    return { found: true as const, ...answer };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { found: false as const };
    throw error;
  }
}

const buttonClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const primary = `${buttonClass} bg-brand-600 text-white hover:bg-brand-700`;
const secondary = `${buttonClass} bg-white text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50`;

/** A phone number to tap: the phone's dialler opens. */
function CallLink({ phone, label, testId }: { phone: string; label: string; testId: string }) {
  return (
    <a href={telLink(phone)} className={secondary} data-testid={testId}>
      <Phone aria-hidden className="size-4" />
      <span>{label}</span>
      <bdi dir="ltr">{phone}</bdi>
    </a>
  );
}

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm">
      <span className="mt-0.5 shrink-0 text-slate-500">{icon}</span>
      <span className="bidi-plain min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}

/** The code the customer reads out at the door; the API compares it and limits wrong tries. */
const DeliveryCodeSchema = z.object({
  otp: z
    .string()
    .trim()
    .min(1, { error: issueMessage('courier.code_required') })
    .max(20, { error: issueMessage('validation.too_long', { max: 20 }) }),
});

/** Picked up, then delivered with the customer's code; a wrong code or too many tries say so. */
function NextStep({ order }: { order: CourierOrder }) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useAction('courier');
  const form = useContractForm(DeliveryCodeSchema, { otp: '' });
  const { general, setGeneral, refuse } = useRefusal(form, ['otp']);
  const step = courierStep(order.order_status);

  const pickUp = () =>
    run(async () => {
      const body = { order_id: order.id, status: 'picked_up' as const };
      return (await api(endpoints.courierOrderStatus, { body })).message;
    });

  const deliver = form.handleSubmit(async ({ otp }) => {
    setGeneral(null);
    try {
      const answer = await signedIn('courier', () =>
        api(endpoints.courierOrderStatus, { body: { order_id: order.id, status: 'delivered', otp } }),
      );
      toast(answer.message);
      form.reset({ otp: '' });
      await revalidator.revalidate();
    } catch (error) {
      refuse(error);
    }
  });

  if (order.order_status === 'delivered')
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200"
        data-testid="order-delivered"
      >
        <CheckCircle2 aria-hidden className="size-5" />
        {t('console.courier_done')}
      </p>
    );
  if (step === 'picked_up')
    return (
      <button
        type="button"
        disabled={busy}
        onClick={() => void pickUp()}
        className={primary}
        data-testid="step-picked-up"
      >
        {t('console.action_picked_up')}
      </button>
    );
  if (step === 'delivered')
    return (
      <form onSubmit={deliver} noValidate className="space-y-3" data-testid="deliver-form">
        <FormAlert message={general} />
        <TextField
          form={form}
          name="otp"
          label={t('console.courier_code')}
          hint={t('console.courier_code_hint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          data-testid="delivery-code"
        />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className={primary}
          data-testid="step-delivered"
        >
          {t('console.action_delivered')}
        </button>
      </form>
    );
  if (!order.delivery_man) return <AcceptButton order={order} />;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <Clock aria-hidden className="size-5 shrink-0" />
      {t('console.courier_wait_store')}
    </p>
  );
}

/** Cash of a cash-on-delivery order: how much to take at the door, and "collected" once it is taken. */
function CashCard({ order }: { order: CourierOrder }) {
  const t = useT();
  const format = useFormat();
  const { run } = useAction('courier');
  const [asking, setAsking] = useState(false);
  const cash = cashToCollect(order);
  if (order.payment_method !== 'cash_on_delivery')
    return (
      <p className="text-sm text-slate-700" data-testid="order-paid">
        {t('console.courier_prepaid', { method: t(`payment.method.${order.payment_method}`) })}
      </p>
    );
  const record = () =>
    run(async () => {
      const body = { order_id: order.id, status: 'paid' as const };
      return (await api(endpoints.courierPaymentStatus, { body })).message;
    });
  if (cash === 0)
    return (
      <p
        className="flex items-center gap-2 text-sm font-semibold text-brand-800"
        data-testid="cash-collected"
      >
        <CheckCircle2 aria-hidden className="size-4" />
        {t('console.courier_cash_done', { amount: format.money(order.order_amount) })}
      </p>
    );
  return (
    <div className="space-y-3">
      <p
        className="rounded-lg bg-amber-50 p-3 text-lg font-bold text-amber-950 ring-1 ring-amber-200"
        data-testid="cash-to-collect"
      >
        {t('console.courier_collect', { amount: format.money(cash) })}
      </p>
      {mayRecordCash(order) && (
        <>
          <button
            type="button"
            onClick={() => setAsking(true)}
            className={secondary}
            data-testid="record-cash"
          >
            {t('console.courier_cash_collected')}
          </button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('console.courier_cash_confirm', { amount: format.money(cash) })}
            description={t('console.courier_cash_confirm_hint')}
            confirmLabel={t('console.courier_cash_collected')}
            cancelLabel={t('console.courier_not_yet')}
            onConfirm={() => void record()}
          />
        </>
      )}
    </div>
  );
}

function Lines({ lines }: { lines: OrderDetailLine[] }) {
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-100 text-sm" data-testid="order-lines">
      {lines.map((line) => {
        const name = typeof line.item_details.name === 'string' ? line.item_details.name : '';
        return (
          <li key={line.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="font-semibold" dir="ltr">
                {line.quantity} ×
              </span>{' '}
              <span className="bidi-plain [overflow-wrap:anywhere]">{name}</span>
              {line.variant && (
                <span className="bidi-plain block text-xs text-slate-600">{line.variant}</span>
              )}
            </span>
            <span className="shrink-0">{format.money(line.price * line.quantity)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One order on the courier's phone: the next step first (a thumb's reach), the cash to collect, where
 * to collect it and where it goes, each with a button that calls, then the lines.
 */
export default function CourierOrderPage() {
  const t = useT();
  const format = useFormat();
  const data = useLoaderData<typeof clientLoader>();
  useRefreshWhileVisible();
  const back = (
    <Link
      to="/courier"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('console.courier_home_title')}
    </Link>
  );
  if (!data.found)
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <title>{t('console.courier_order_missing')}</title>
        {back}
        <EmptyState
          title={t('console.courier_order_missing')}
          hint={t('console.courier_order_missing_hint')}
        />
      </div>
    );
  const { order, details } = data;
  const to = deliveryContact(order.delivery_address);
  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="courier-order">
      <title>{t('console.order_number', { id: order.id })}</title>
      {back}
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold">{t('console.order_number', { id: order.id })}</h1>
        <StatusBadge status={order.order_status} />
      </div>
      <NextStep order={order} />
      <Card title={t('console.courier_payment')}>
        <CashCard order={order} />
      </Card>
      <Card title={t('console.courier_pickup')}>
        <div className="space-y-2">
          <Line icon={<Store aria-hidden className="size-4" />}>
            <span className="font-semibold">{order.store_name}</span>
          </Line>
          {order.store_address && (
            <Line icon={<MapPin aria-hidden className="size-4" />}>{order.store_address}</Line>
          )}
          {order.store_phone && (
            <CallLink phone={order.store_phone} label={t('console.courier_call_store')} testId="call-store" />
          )}
        </div>
      </Card>
      <Card title={t('console.courier_dropoff')}>
        <div className="space-y-2" data-testid="customer">
          {to.name && <Line icon={<User aria-hidden className="size-4" />}>{to.name}</Line>}
          {to.street && <Line icon={<MapPin aria-hidden className="size-4" />}>{to.street}</Line>}
          {order.order_note && (
            <p className="rounded-lg bg-slate-50 p-3 text-sm">
              <span className="font-semibold">{t('console.courier_note')}: </span>
              <span className="bidi-plain [overflow-wrap:anywhere]">{order.order_note}</span>
            </p>
          )}
          {to.phone && (
            <CallLink phone={to.phone} label={t('console.courier_call_customer')} testId="call-customer" />
          )}
        </div>
      </Card>
      <Card title={t('console.order_lines', { n: order.details_count })}>
        <Lines lines={details} />
        <p className="mt-2 flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold">
          <span>{t('cart.total')}</span>
          <span data-testid="order-total">{format.money(order.order_amount)}</span>
        </p>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}
