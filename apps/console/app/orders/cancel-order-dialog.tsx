import { CancelOrderBodySchema, endpoints } from '@bazaar/contract';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRevalidator } from 'react-router';
import { controlClass, Field, FormAlert, useContractForm, useRefusal } from '../kit/form';
import { useToast } from '../kit/toasts';
import { api, signedIn } from '../lib/api';
import { useT } from '../lib/i18n';

const ReasonSchema = CancelOrderBodySchema.pick({ reason: true });

/**
 * Cancelling one order with a reason the shopper is shown (PUT vendor/order/cancel): the question and
 * the reason in one dialog, asked before anything happens; the schema's and the API's refusals under
 * the field, the dialog open until the cancel went through.
 */
export function CancelOrderDialog({
  orderId,
  open,
  onOpenChange,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useContractForm(ReasonSchema, { reason: '' });
  const { general, setGeneral, refuse } = useRefusal(form, ['reason']);
  const error = form.formState.errors.reason?.message;

  const cancel = form.handleSubmit(async ({ reason }) => {
    setGeneral(null);
    try {
      await signedIn('seller', () =>
        api(endpoints.vendorOrderCancel, { body: { order_id: orderId, reason } }),
      );
      toast(t('console.order_canceled', { id: orderId }));
      onOpenChange(false);
      form.reset();
      await revalidator.revalidate();
    } catch (failure) {
      refuse(failure);
    }
  });

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
          data-testid="cancel-dialog"
        >
          <form onSubmit={(event) => void cancel(event)} noValidate className="space-y-4">
            <AlertDialog.Title className="font-display text-lg font-semibold">
              {t('console.cancel_order_title', { id: orderId })}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-600">
              {t('console.cancel_order_hint')}
            </AlertDialog.Description>
            <FormAlert message={general} />
            <Field
              label={t('console.cancel_reason')}
              hint={t('console.cancel_reason_hint')}
              error={typeof error === 'string' ? error : undefined}
            >
              {(control) => (
                <textarea
                  {...control}
                  {...form.register('reason')}
                  rows={3}
                  className={`${controlClass} py-2`}
                />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 tablet:flex-row tablet:justify-end">
              <AlertDialog.Cancel className="min-h-11 rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                {t('console.keep_order')}
              </AlertDialog.Cancel>
              <button
                type="submit"
                disabled={form.formState.isSubmitting}
                className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-70"
              >
                {t('console.action_canceled')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
