import type { FormFailure } from '@bazaar/contract/forms';
import { TEXT_MAX } from '@bazaar/domain';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { XsrfField } from '../../auth/fields';
import { PhotoPicker } from '../photo-picker';
import { StarInput } from './star-input';

/**
 * The review of one item of one order: stars, comment, up to 3 photos. A multipart form post (works
 * without scripts); with scripts a missing rating is caught before sending.
 */
export function ReviewForm({
  itemId,
  orderId,
  errors,
}: {
  itemId: number;
  orderId: number;
  errors?: FormFailure | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const [noRating, setNoRating] = useState(false);
  const prefix = `review-${orderId}-${itemId}`;
  const sending =
    navigation.state === 'submitting' &&
    navigation.formData?.get('order_id') === String(orderId) &&
    navigation.formData?.get('item_id') === String(itemId);
  const fields = errors?.fields ?? {};
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      preventScrollReset
      className="mt-4 space-y-4 rounded-xl bg-slate-50 p-4"
      data-testid="review-form"
      onSubmit={(event) => {
        const missing = !new FormData(event.currentTarget).get('rating');
        setNoRating(missing);
        if (missing) event.preventDefault();
      }}
    >
      <XsrfField />
      <input type="hidden" name="item_id" value={itemId} />
      <input type="hidden" name="order_id" value={orderId} />
      {errors?.general && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm text-red-700"
          data-testid="review-refused"
        >
          {errors.general}
        </p>
      )}
      <StarInput idPrefix={prefix} error={noRating ? t('reviews.rating_required') : fields.rating} />
      <div>
        <label htmlFor={`${prefix}-comment`} className="mb-1 block text-sm font-medium text-slate-700">
          {t('reviews.comment')}
        </label>
        <textarea
          id={`${prefix}-comment`}
          name="comment"
          rows={4}
          maxLength={TEXT_MAX}
          placeholder={t('reviews.comment_hint')}
          aria-invalid={fields.comment ? true : undefined}
          aria-describedby={fields.comment ? `${prefix}-comment-error` : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          data-testid="review-comment"
        />
        {fields.comment && (
          <p id={`${prefix}-comment-error`} className="mt-1 text-sm text-red-600">
            {fields.comment}
          </p>
        )}
      </div>
      <PhotoPicker name="productImages" idPrefix={prefix} error={fields.productImages} />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 tablet:w-auto"
        data-testid="review-submit"
      >
        {sending ? t('reviews.submitting') : t('reviews.submit')}
      </button>
    </Form>
  );
}
