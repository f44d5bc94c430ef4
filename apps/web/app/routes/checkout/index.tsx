import { endpoints, isApiError, PlaceOrderBodySchema } from '@bazaar/contract';
import { keptValues, readForm } from '@bazaar/contract/forms';
import { Loader2, ShoppingBag } from 'lucide-react';
import {
  data,
  Form,
  Link,
  redirect,
  redirectDocument,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import { XsrfField } from '../../components/auth/fields';
import { AddressSection } from '../../components/checkout/address-section';
import { OrderSummary } from '../../components/checkout/order-summary';
import { PaymentSection } from '../../components/checkout/payment-section';
import { PlaceFeedback } from '../../components/checkout/place-feedback';
import { EmptyState } from '../../components/lists/empty-state';
import { metaT } from '../../components/lists/page-meta';
import { CHECKOUT_SIGN_IN } from '../../lib/cart-data';
import {
  CHECKOUT_FIELDS as F,
  grandTotal,
  isAddressCode,
  isPaymentMethod,
  keyOrFresh,
  NEW_ADDRESS,
  newIdempotencyKey,
  outcomeOfAnswer,
  outcomeOfError,
  type PlaceOutcome,
  storesOf,
  thankYouPath,
} from '../../lib/checkout';
import type { ChromeData } from '../../lib/chrome-data';
import { FALLBACK_START } from '../../lib/delivery-point';
import { useT } from '../../lib/i18n';
import { ADDRESS_BOOK_SIZE, ADDRESS_FORM_FIELDS, readCities, readNewAddress } from '../../lib/new-address';
import { useMoney } from '../../lib/use-money';
import type { Route } from './+types/index';

const toLoginOn401 = (err: unknown): never => {
  if (isApiError(err) && err.status === 401) throw redirect(CHECKOUT_SIGN_IN);
  throw err;
};

/**
 * Signed-in only (a guest signs in and comes back). The stored cart as the server recomputes it, the
 * saved addresses and the wallet balance, side by side; and this attempt's idempotency key.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.signedIn) throw redirect(CHECKOUT_SIGN_IN);
  const [cart, addresses, me, cities] = await Promise.all([
    context.api(endpoints.getCart),
    context.api(endpoints.addressList, { query: { limit: ADDRESS_BOOK_SIZE } }),
    context.api(endpoints.customerInfo),
    readCities(context.api),
  ]).catch(toLoginOn401);
  const groups = cart.cart.filter((g) => g.cart.length > 0);
  return {
    groups,
    notices: cart.notices,
    couponCode: cart.coupon_code,
    addresses: addresses.addresses,
    cities,
    walletBalance: me.wallet_balance,
    total: grandTotal(groups),
    stores: JSON.stringify(storesOf(groups)),
    idempotencyKey: newIdempotencyKey(),
  };
}

type ActionAnswer = {
  outcome?: PlaceOutcome;
  /** Messages under the form's fields (a new address, the note). */
  fields?: Record<string, string>;
  values: Record<string, string>;
};

/** The order part of the form, read with order placement's own schema (the address is read apart). */
const OrderFormSchema = PlaceOrderBodySchema.pick({
  Stores: true,
  totalOrderAmount: true,
  payment_method: true,
  coupon_code: true,
  order_note: true,
  address_id: true,
});
/** The fields the shopper fills, kept to fill the form again after a refusal. */
const TYPED = [...ADDRESS_FORM_FIELDS, F.address, F.method, F.note];

/**
 * Place order (spec §7): the Stores the page showed, the payment method, the address (saved or new),
 * the coupon and the total, with this attempt's Idempotency-Key, so a double click or a resubmit of
 * the same form makes one order. The answers as spec §8 says (see lib/checkout.ts).
 */
export async function action({ context, request }: Route.ActionArgs) {
  if (!context.signedIn) return redirect(CHECKOUT_SIGN_IN);
  const form = await request.formData();
  const { locale } = context;
  const values = keptValues(form, TYPED);
  const newAddress = (values[F.address] || NEW_ADDRESS) === NEW_ADDRESS;
  const read = readForm(OrderFormSchema, form, {
    locale,
    keep: TYPED,
    ...(newAddress && { add: { address_id: undefined } }),
  });
  if (!read.ok) {
    // The note under its field; the rest (the cart and total the page rendered, the method, the address
    // picked) as order placement would have refused it: its list of messages.
    const { [F.note]: note, ...rest } = read.failure.fields;
    const errors = Object.entries(rest).map(([code, message]) => ({ code, message }));
    const outcome: PlaceOutcome | undefined = errors.length > 0 ? { kind: 'list', errors } : undefined;
    const fields: Record<string, string> = note ? { [F.note]: note } : {};
    return data({ outcome, fields, values } satisfies ActionAnswer, { status: 422 });
  }
  const body = read.data;
  if (newAddress) {
    // The city picked gives the point unless the shopper gave their own (lib/new-address.ts).
    const address = readNewAddress(form, await readCities(context.api), locale);
    if (!address.ok)
      return data({ fields: address.failure.fields, values } satisfies ActionAnswer, { status: 400 });
    Object.assign(body, address.address);
  }

  let outcome: PlaceOutcome;
  try {
    const answer = await context.api(endpoints.orderPlace, {
      body,
      headers: { 'Idempotency-Key': keyOrFresh(form.get(F.key)) },
    });
    outcome = outcomeOfAnswer(answer);
  } catch (err) {
    outcome = outcomeOfError(err);
    // Spec §8: any other answer is logged; the shopper sees a generic message.
    if (outcome.kind === 'generic') console.error('checkout: order placement failed', err);
  }
  switch (outcome.kind) {
    case 'placed':
      // Digital payment: on to the provider's page, which comes back to /payment-success or /payment-fail.
      // A document redirect: the provider's page is not a page of this app.
      if (outcome.method === 'digital_payment' && outcome.redirectUrl) {
        return redirectDocument(outcome.redirectUrl);
      }
      return redirect(thankYouPath(outcome.orderIds));
    case 'signin':
      return redirect(CHECKOUT_SIGN_IN);
    case 'toast':
      // The prices changed: the page reloads its figures (200 lets the loader run again).
      return { outcome, values } satisfies ActionAnswer;
    case 'generic':
      return data({ outcome, values } satisfies ActionAnswer, { status: 502 });
    case 'kept':
      return data({ outcome, values } satisfies ActionAnswer, { status: 409 });
    default:
      return data({ outcome, values } satisfies ActionAnswer, { status: 422 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: `${t('checkout.title')} — Bazaar` }, { name: 'robots', content: 'noindex' }];
};

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const chrome = useRouteLoaderData<ChromeData>('routes/guest-layout');
  const placing = navigation.state !== 'idle' && navigation.formAction === '/checkout';
  const { groups, addresses, walletBalance, total } = loaderData;

  if (groups.length === 0) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-6 text-2xl font-bold">{t('checkout.title')}</h1>
        <EmptyState title={t('empty.cart')} hint={t('checkout.empty_hint')}>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
          >
            {t('lists.continue_shopping')}
          </Link>
        </EmptyState>
      </section>
    );
  }

  const outcome = actionData && 'outcome' in actionData ? actionData.outcome : undefined;
  const values = actionData?.values ?? {};
  const fields = actionData && 'fields' in actionData ? actionData.fields : undefined;
  const noteError = fields?.[F.note];
  const addressErrors =
    outcome?.kind === 'list' ? outcome.errors.filter((e) => isAddressCode(e.code)).map((e) => e.message) : [];
  const posted = values[F.method];
  const method = isPaymentMethod(posted) ? posted : 'cash_on_delivery';

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 tablet:py-10">
      <h1 className="mb-4 text-2xl font-bold">{t('checkout.title')}</h1>
      {loaderData.notices.length > 0 && (
        <div className="mb-4 rounded-xl border border-accent-400 bg-accent-400/10 p-4 text-sm" role="status">
          <p className="font-semibold">{t('checkout.cart_changed')}</p>
          <ul className="mt-1 list-disc ps-5">
            {loaderData.notices.map((n) => (
              <li key={`${n.code}:${n.item_id}:${n.message}`}>{n.message}</li>
            ))}
          </ul>
        </div>
      )}
      <Form
        method="post"
        className="grid gap-4 desktop:grid-cols-[1fr_24rem] desktop:items-start"
        data-testid="checkout-form"
      >
        <XsrfField />
        <input type="hidden" name={F.key} value={loaderData.idempotencyKey} />
        <input type="hidden" name={F.stores} value={loaderData.stores} />
        <input type="hidden" name={F.total} value={total} />
        <input type="hidden" name={F.coupon} value={loaderData.couponCode ?? ''} />
        <div className="grid gap-4">
          <AddressSection
            addresses={addresses}
            cities={loaderData.cities}
            start={chrome?.config.default_location ?? FALLBACK_START}
            fieldErrors={fields ?? {}}
            addressErrors={addressErrors}
            values={values}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6">
            <label htmlFor="checkout-note" className="mb-2 block text-lg font-semibold">
              {t('checkout.note')}
            </label>
            <textarea
              id="checkout-note"
              name={F.note}
              rows={2}
              maxLength={500}
              defaultValue={values[F.note]}
              placeholder={t('checkout.note_placeholder')}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? 'checkout-note-error' : undefined}
              className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
            />
            {noteError && (
              <p id="checkout-note-error" className="mt-1 text-sm text-red-600">
                {noteError}
              </p>
            )}
          </div>
          <PaymentSection walletBalance={walletBalance} total={total} picked={method} />
        </div>
        <div className="grid gap-4 desktop:sticky desktop:top-4">
          <OrderSummary groups={groups} />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6">
            <div className="mb-4 flex items-baseline justify-between gap-3 text-lg font-bold">
              <span>{t('checkout.grand_total')}</span>
              <span data-testid="checkout-total" data-amount={total}>
                {money(total)}
              </span>
            </div>
            <div className="mb-3 empty:hidden">
              <PlaceFeedback outcome={outcome} />
            </div>
            <button
              type="submit"
              data-track="place-order"
              data-testid="place-order"
              disabled={placing}
              aria-busy={placing || undefined}
              className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-70"
            >
              {placing ? (
                <>
                  <Loader2 className="size-5 animate-spin" aria-hidden /> {t('checkout.placing')}
                </>
              ) : (
                <>
                  <ShoppingBag className="size-5" aria-hidden /> {t('checkout.place_order')}
                </>
              )}
            </button>
          </div>
        </div>
      </Form>
    </section>
  );
}
