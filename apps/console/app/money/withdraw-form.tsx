import { PAYOUT_METHODS, type PayoutRequest, payoutRequestSchema } from '@bazaar/domain';
import {
  controlClass,
  Field,
  FormAlert,
  SubmitButton,
  TextField,
  useContractForm,
  useRefusal,
} from '../kit/form';
import { useToast } from '../kit/toasts';
import { UnsavedChangesGuard } from '../kit/unsaved-changes';
import { useT } from '../lib/i18n';

const FIELDS = ['amount', 'method', 'account_title', 'bank_name', 'account_number', 'mobile_number'];

/**
 * A payout request (decision 410): the amount, and a bank account or a JazzCash / Easypaisa number,
 * checked by the domain's own rule before it is sent; `send` makes the call (a seller's or a courier's
 * endpoint) and answers the API's message.
 */
export function WithdrawForm({
  withdrawable,
  send,
}: {
  withdrawable: string;
  send: (request: PayoutRequest) => Promise<string>;
}) {
  const t = useT();
  const toast = useToast();
  const blank = {
    amount: '',
    method: 'jazzcash' as const,
    account_title: '',
    bank_name: '',
    account_number: '',
    mobile_number: '',
  };
  const form = useContractForm(payoutRequestSchema, blank);
  const { general, setGeneral, refuse } = useRefusal(form, FIELDS);
  const method = form.watch('method');
  const methodError = form.formState.errors.method?.message;
  const submit = form.handleSubmit(
    async (request) => {
      setGeneral(null);
      try {
        toast(await send(request));
        form.reset(blank);
      } catch (error) {
        refuse(error);
      }
    },
    () => setGeneral(t('console.form_has_errors')),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="withdraw-form">
      <UnsavedChangesGuard dirty={form.formState.isDirty && !form.formState.isSubmitting} />
      <FormAlert message={general} />
      <TextField
        form={form}
        name="amount"
        label={t('console.earnings_amount')}
        hint={t('console.earnings_withdrawable', { amount: withdrawable })}
        inputMode="numeric"
        dir="ltr"
      />
      <Field
        label={t('console.earnings_method')}
        error={typeof methodError === 'string' ? methodError : undefined}
      >
        {(control) => (
          <select {...control} {...form.register('method')} className={controlClass}>
            {PAYOUT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`money.method.${m}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        form={form}
        name="account_title"
        label={t('console.earnings_account_title')}
        autoComplete="name"
      />
      {method === 'bank' ? (
        <>
          <TextField form={form} name="bank_name" label={t('console.earnings_bank_name')} />
          <TextField
            form={form}
            name="account_number"
            label={t('console.earnings_account_number')}
            hint={t('console.earnings_account_number_hint')}
            dir="ltr"
          />
        </>
      ) : (
        <TextField
          form={form}
          name="mobile_number"
          label={t('console.earnings_mobile')}
          hint={t('common.phone_hint')}
          type="tel"
          inputMode="tel"
          dir="ltr"
        />
      )}
      <SubmitButton
        pending={form.formState.isSubmitting}
        label={t('console.earnings_request')}
        pendingLabel={t('console.apply_sending')}
      />
    </form>
  );
}
