import { type ApiCall, endpoints, isApiError } from '@bazaar/contract';
import { keptValues, refusalOf } from '@bazaar/contract/forms';
import { type Locale, type MessageKey, t } from '@bazaar/domain';
import { data, redirect } from 'react-router';
import {
  CANCEL_REASONS,
  ORDER_INTENTS,
  type OrderActionAnswer,
  REFUND_REASONS,
  reasonText,
} from './order-actions';

type Intent = OrderActionAnswer['intent'];
/** The order page's form fields, and the API's other names for them (the platform's `customer_*`). */
const FIELDS = ['reason', 'note', 'image'];
const ALIASES = { customer_reason: 'reason', customer_note: 'note' };

/** An expected refusal shown on the page: under its field, else as an error toast. */
function refusal(intent: Intent, err: unknown, locale: Locale) {
  const { fields, general } = refusalOf(err, locale, { fields: FIELDS, aliases: ALIASES });
  const answer: OrderActionAnswer = Object.keys(fields).length
    ? { intent, fields }
    : { intent, error: general };
  return data(answer, { status: isApiError(err) && err.status === 422 ? 422 : 400 });
}

const say = (locale: Locale) => (key: string) => t(key as MessageKey, {}, locale);

/**
 * The order page's changes: cancel (reason required), refund request (reason, note, up to 3 photos),
 * withdrawing it, and reorder (the lines that can go back merged into the stored cart; straight to the
 * cart when nothing was left out, else the notices stay on the order page with a way to the cart).
 */
export async function orderAction(api: ApiCall, orderId: number, form: FormData, locale: Locale) {
  const typed = keptValues(form, ['intent', 'reason', 'details', 'note']);
  const intent = typed.intent as Intent;
  if (!ORDER_INTENTS.includes(intent)) throw data(null, { status: 400 });
  try {
    if (intent === 'cancel') {
      const reason = reasonText(typed.reason ?? '', typed.details ?? '', CANCEL_REASONS, say(locale));
      const done = await api(endpoints.orderCancel, { body: { order_id: orderId, reason } });
      return { intent, notice: done.message } satisfies OrderActionAnswer;
    }
    if (intent === 'withdraw') {
      const done = await api(endpoints.orderRefundRequestCancel, { body: { order_id: orderId } });
      return { intent, notice: done.message } satisfies OrderActionAnswer;
    }
    if (intent === 'refund') {
      const body = new FormData();
      body.set('order_id', String(orderId));
      body.set('reason', reasonText(typed.reason ?? '', typed.details ?? '', REFUND_REASONS, say(locale)));
      const note = typed.note?.trim();
      if (note) body.set('note', note);
      for (const file of form.getAll('image')) {
        if (file instanceof File && file.size > 0) body.append('image', file, file.name);
      }
      const done = await api(endpoints.orderRefundRequest, { body });
      return { intent, notice: done.message } satisfies OrderActionAnswer;
    }
    const back = await api(endpoints.orderReorder, { body: { order_id: orderId } });
    const notes = [...new Set([...back.skipped, ...back.adjusted].map((n) => n.message))];
    if (back.cart.length === 0) {
      return data(
        {
          intent,
          error: t('orders.reorder_nothing', {}, locale),
          skipped: notes,
        } satisfies OrderActionAnswer,
        { status: 409 },
      );
    }
    await api(endpoints.mergeCart, { body: { cart: back.cart } });
    if (notes.length === 0) return redirect('/cart');
    return { intent, notice: t('cart.updated', {}, locale), skipped: notes } satisfies OrderActionAnswer;
  } catch (err) {
    if (err instanceof Response) throw err;
    return refusal(intent, err, locale);
  }
}
