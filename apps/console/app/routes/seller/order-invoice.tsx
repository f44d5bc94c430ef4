import { endpoints } from '@bazaar/contract';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { api, signedIn } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { orderContact } from '../../lib/order-contact';
import { OrderLinesTable } from '../../orders/order-lines-table';
import { OrderLoadError } from '../../orders/order-load-error';
import { OrderSums } from '../../orders/order-sums';
import type { Route } from './+types/order-invoice';

/** Store logos are served resized by the image route (base_urls.store_image_url). */
const logoUrl = (logo: string) => `/storage/store/${encodeURIComponent(logo)}?w=320`;

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const orderId = Number(params.id);
  return signedIn('seller', () => api(endpoints.vendorOrderDetails, { query: { order_id: orderId } }));
}

/**
 * The order's invoice, a page of its own without the console's frame: on paper (A4, or a narrow
 * thermal roll, where the lines stack as on a phone) only the invoice prints; the bar with "back" and
 * "print" is for the screen. The figures are the order page's: the lines and the domain's `orderSums`
 * with the API's total.
 */
export default function SellerOrderInvoice() {
  const t = useT();
  const format = useFormat();
  const details = useLoaderData<typeof clientLoader>();
  const { order, store } = details;
  const contact = orderContact(details);
  return (
    <main className="mx-auto max-w-3xl px-3 py-4 tablet:py-8 print:max-w-none print:bg-white print:p-0">
      <title>{`${t('console.invoice_title', { id: order.id })} · ${store.name}`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to={`/seller/orders/${order.id}`}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('console.back_to_order', { id: order.id })}
        </Link>
        <button
          type="button"
          onClick={() => window.print()}
          data-testid="print"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Printer aria-hidden className="size-4" />
          {t('console.invoice_print')}
        </button>
      </div>
      <article
        className="space-y-6 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200 tablet:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0"
        data-testid="invoice"
        aria-labelledby="invoice-title"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div className="flex min-w-0 items-center gap-3">
            {store.logo && (
              <img
                src={logoUrl(store.logo)}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
            )}
            <div className="min-w-0">
              <p className="bidi-plain font-display text-lg font-bold [overflow-wrap:anywhere]">
                {store.name}
              </p>
              {store.address && (
                <p className="bidi-plain text-slate-600 [overflow-wrap:anywhere]">{store.address}</p>
              )}
              {store.phone && <p className="bidi-plain text-slate-600">{store.phone}</p>}
            </div>
          </div>
          <div className="w-full space-y-0.5 tablet:w-auto tablet:text-end">
            <h1 id="invoice-title" className="font-display text-xl font-bold">
              {t('console.invoice')}
            </h1>
            <p data-testid="invoice-order">{t('console.order_number', { id: order.id })}</p>
            <p className="text-slate-600">
              {t('console.invoice_date')}:{' '}
              <time dateTime={order.created_at}>{format.fullDate(order.created_at)}</time>
            </p>
          </div>
        </header>
        <div className="grid gap-4 tablet:grid-cols-2">
          <section aria-labelledby="bill-to">
            <h2 id="bill-to" className="font-semibold text-slate-600">
              {t('console.invoice_bill_to')}
            </h2>
            <p className="bidi-plain font-semibold [overflow-wrap:anywhere]">
              {contact.name ?? t('console.customer_removed')}
            </p>
            {contact.phone && <p className="bidi-plain">{contact.phone}</p>}
            {contact.address && <p className="bidi-plain [overflow-wrap:anywhere]">{contact.address}</p>}
          </section>
          <section aria-labelledby="paid-by">
            <h2 id="paid-by" className="font-semibold text-slate-600">
              {t('console.col_payment')}
            </h2>
            <p data-testid="invoice-payment">
              {t(`payment.method.${order.payment_method}`)} · {t(`payment.status.${order.payment_status}`)}
            </p>
          </section>
        </div>
        <OrderLinesTable lines={details.details} caption={t('console.order_items')} />
        <div className="ms-auto max-w-xs">
          <OrderSums order={order} lines={details.details} />
        </div>
        <p className="border-t border-slate-200 pt-4 text-center text-slate-600">
          {t('console.invoice_thanks')}
        </p>
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <OrderLoadError />
    </main>
  );
}
