import { type ApiCall, type EndpointInput, endpoints, isApiError } from '@bazaar/contract';
import { type Locale, t } from '@bazaar/domain';
import { data } from 'react-router';
import { readReviewForm, reviewBody } from '../../../lib/review-form';
import { type FormFailure, reviewKey } from './to-review-list';

/** Fields the form shows a message under; any other refusal is said above the form. */
const FORM_FIELDS = new Set(['rating', 'comment', 'productImages']);

export type ReviewActionAnswer = { notice?: string; failure?: FormFailure; at: number };

/**
 * POST items/reviews/submit from the review form: the browser's rules again, then the API. The API's
 * expected refusals (403 not delivered / already reviewed / a photo it will not take, 404 an order not
 * found) come back to the form with the server's words, never as an error page.
 */
export async function submitReview(api: ApiCall, form: FormData, locale: Locale) {
  const at = Date.now();
  const read = readReviewForm(form);
  if (!read.ok && !read.ids) throw data(null, { status: 400 });
  if (!read.ok) {
    const fields = Object.fromEntries(read.refusals.map((r) => [r.field, t(r.key, r.params, locale)]));
    const key = reviewKey(Number(form.get('order_id')), Number(form.get('item_id')));
    return data<ReviewActionAnswer>({ failure: { key, fields }, at }, { status: 400 });
  }
  const { value } = read;
  const key = reviewKey(value.orderId, value.itemId);
  try {
    const body = reviewBody(value) as unknown as EndpointInput<typeof endpoints.reviewSubmit>['body'];
    const answer = await api(endpoints.reviewSubmit, { body });
    return data<ReviewActionAnswer>({ notice: answer.message, at });
  } catch (err) {
    if (!isApiError(err) || ![403, 404, 409, 413].includes(err.status)) throw err;
    const fields: Record<string, string> = {};
    const other: string[] = [];
    for (const e of err.body.errors ?? []) {
      const field = e.code.replace(/\[\d*\]$/, '');
      if (FORM_FIELDS.has(field)) fields[field] = e.message;
      else other.push(e.message);
    }
    const message = other.join(' ') || (Object.keys(fields).length === 0 ? err.message : undefined);
    return data<ReviewActionAnswer>({ failure: { key, fields, message }, at }, { status: err.status });
  }
}
