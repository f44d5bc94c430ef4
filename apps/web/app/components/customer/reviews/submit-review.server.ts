import { type ApiCall, type EndpointInput, endpoints, isApiError } from '@bazaar/contract';
import { readForm, refusalOf } from '@bazaar/contract/forms';
import { type Locale, reviewFormSchema } from '@bazaar/domain';
import { data } from 'react-router';
import { REVIEW_FIELDS, reviewBody } from '../../../lib/review-form';
import { type ReviewFailure, reviewKey } from './to-review-list';

export type ReviewActionAnswer = { notice?: string; failure?: ReviewFailure; at: number };

/**
 * POST items/reviews/submit from the review form: read with the review schema (the API's rules, so a
 * form posted without scripts gets the same messages), then the API. Its expected refusals (not
 * delivered, already reviewed, a photo it will not take, an order not found) come back to the form
 * with the server's words, never as an error page. Broken ids are a broken form (400).
 */
export async function submitReview(api: ApiCall, form: FormData, locale: Locale) {
  const at = Date.now();
  const read = readForm(reviewFormSchema, form, { locale, keep: [] });
  if (!read.ok && ('item_id' in read.failure.fields || 'order_id' in read.failure.fields)) {
    throw data(null, { status: 400 });
  }
  const key = reviewKey(Number(form.get('order_id')), Number(form.get('item_id')));
  if (!read.ok) return data<ReviewActionAnswer>({ failure: { key, ...read.failure }, at }, { status: 400 });
  try {
    const body = reviewBody(read.data) as unknown as EndpointInput<typeof endpoints.reviewSubmit>['body'];
    const answer = await api(endpoints.reviewSubmit, { body });
    return data<ReviewActionAnswer>({ notice: answer.message, at });
  } catch (err) {
    const failure = refusalOf(err, locale, { fields: REVIEW_FIELDS });
    const status = isApiError(err) ? err.status : 400;
    return data<ReviewActionAnswer>({ failure: { key, ...failure }, at }, { status });
  }
}
