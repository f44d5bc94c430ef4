import { XCircle } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../../lib/i18n';
import { CANCEL_REASONS, type OrderActionAnswer } from '../../../lib/order-actions';
import { XsrfField } from '../../auth/fields';
import { ReasonFields } from './reason-fields';

/** Cancel with a required reason, behind a disclosure so it is never one stray tap away. */
export function CancelForm({ answer }: { answer: OrderActionAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().formData?.get('intent') === 'cancel';
  const mine = answer?.intent === 'cancel' ? answer : undefined;
  return (
    <details
      className="group rounded-2xl border border-red-200 bg-white open:p-4"
      data-testid="cancel-order"
      open={Boolean(mine?.fields) || undefined}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-2xl px-4 font-semibold text-red-700 hover:bg-red-50 group-open:px-0 group-open:hover:bg-transparent [&::-webkit-details-marker]:hidden">
        <XCircle className="size-5" aria-hidden /> {t('orders.cancel')}
      </summary>
      <Form method="post" className="mt-3 space-y-4" noValidate>
        <XsrfField />
        <input type="hidden" name="intent" value="cancel" />
        <ReasonFields
          legend={t('orders.cancel_question')}
          choices={CANCEL_REASONS}
          error={mine?.fields?.reason}
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-full bg-red-600 px-5 font-semibold text-white hover:bg-red-700 disabled:opacity-60 tablet:w-auto"
        >
          {t('orders.cancel_confirm')}
        </button>
      </Form>
    </details>
  );
}
