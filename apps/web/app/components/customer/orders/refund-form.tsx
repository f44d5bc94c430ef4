import { RotateCcw } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { type OrderActionAnswer, REFUND_REASONS } from '../../../lib/order-actions';
import { XsrfField } from '../../auth/fields';
import { PhotoPicker } from '../photo-picker';
import { ReasonFields } from './reason-fields';

/** A refund request for a delivered order: a reason (required), a note and up to 3 photos. */
export function RefundForm({ answer }: { answer: OrderActionAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().formData?.get('intent') === 'refund';
  const mine = answer?.intent === 'refund' ? answer : undefined;
  return (
    <details
      className="group rounded-2xl border border-slate-200 bg-white open:p-4"
      data-testid="refund-order"
      open={Boolean(mine?.fields) || undefined}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 font-semibold text-slate-800 hover:bg-slate-50 group-open:px-0 group-open:hover:bg-transparent [&::-webkit-details-marker]:hidden">
        <RotateCcw className="size-5" aria-hidden /> {t('orders.refund')}
      </summary>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-4" noValidate>
        <XsrfField />
        <input type="hidden" name="intent" value="refund" />
        <ReasonFields
          legend={t('orders.refund_question')}
          choices={REFUND_REASONS}
          detailsOnlyForOther
          error={mine?.fields?.reason}
        />
        <div>
          <label htmlFor="refund-note" className="block text-sm font-medium text-slate-700">
            {t('orders.refund_note')}
          </label>
          <textarea
            id="refund-note"
            name="note"
            rows={3}
            maxLength={2000}
            className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {mine?.fields?.note && <p className="mt-1 text-sm text-red-600">{mine.fields.note}</p>}
        </div>
        <PhotoPicker name="image" idPrefix="refund" error={mine?.fields?.image} />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 tablet:w-auto"
        >
          {t('orders.refund_send')}
        </button>
      </Form>
    </details>
  );
}
