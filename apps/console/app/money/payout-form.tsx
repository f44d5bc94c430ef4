import {
  checkPayoutRequest,
  evenWithFieldErrors,
  issueMessage,
  PAYOUT_METHODS,
  type PayeePosition,
  type PayoutRequest,
  payoutAccountOf,
  payoutRequestSchema,
  withdrawable,
} from '@bazaar/domain';
import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ConfirmDialog } from '../kit/confirm-dialog';
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
import { useFormat } from '../lib/format';
import { useT } from '../lib/i18n';
import { payoutAccountLine } from '../lib/money';

const FIELDS = ['amount', 'method', 'account_title', 'bank_name', 'account_number', 'mobile_number'];

/** The payout request schema, with the amount bounded by what the store may withdraw now. */
const requestWithin = (position: PayeePosition) =>
  payoutRequestSchema.refine(
    (v) => typeof v.amount !== 'number' || checkPayoutRequest(position, v.amount).ok,
    {
      path: ['amount'],
      error: issueMessage('money.amount_over_balance', { amount: withdrawable(position) }),
      ...evenWithFieldErrors,
    },
  );

const EMPTY = {
  amount: '',
  method: 'bank',
  account_title: '',
  bank_name: '',
  account_number: '',
  mobile_number: '',
} as const;

/**
 * A payout request, a store's or a courier's: the amount (at most the withdrawable balance) and the
 * account the method needs, checked by the domain's schema, then by the API; asked once more before
 * it is sent, because it holds the amount until the market decides.
 */
export function PayoutForm({
  position,
  send: request,
}: {
  position: PayeePosition;
  /** The payee's own call (vendor/request-withdraw, delivery-man/withdraw-request/create): its message. */
  send: (body: PayoutRequest) => Promise<string>;
}) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const revalidator = useRevalidator();
  const schema = useMemo(() => requestWithin(position), [position]);
  const form = useContractForm(schema, EMPTY);
  const { general, setGeneral, refuse } = useRefusal(form, FIELDS, { pointToFields: true });
  const [asked, setAsked] = useState<PayoutRequest | null>(null);
  const [sending, setSending] = useState(false);
  const method = form.watch('method');
  const most = withdrawable(position);

  const send = async (body: PayoutRequest) => {
    setGeneral(null);
    setSending(true);
    try {
      const message = await request(body);
      form.reset(EMPTY);
      toast(message);
      await revalidator.revalidate();
    } catch (error) {
      refuse(error);
    } finally {
      setSending(false);
    }
  };

  const methodError = form.formState.errors.method?.message;
  return (
    <>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !sending} />
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (values) => {
            setGeneral(null);
            setAsked(values);
          },
          () => setGeneral(t('console.form_has_errors')),
        )}
        className="space-y-4"
        data-testid="payout-form"
      >
        <FormAlert message={general} />
        <div className="grid gap-4 tablet:grid-cols-2">
          <TextField
            form={form}
            name="amount"
            label={t('console.payout_amount')}
            hint={t('console.payout_amount_hint', { amount: format.money(most) })}
            inputMode="numeric"
            data-testid="payout-amount"
          />
          <Field
            label={t('console.payout_method')}
            error={typeof methodError === 'string' ? methodError : undefined}
          >
            {(control) => (
              <select
                {...control}
                {...form.register('method')}
                className={controlClass}
                data-testid="payout-method"
              >
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
            label={t('console.account_title')}
            autoComplete="name"
            data-testid="payout-account-title"
          />
          {method === 'bank' ? (
            <>
              <TextField
                form={form}
                name="bank_name"
                label={t('console.bank_name')}
                data-testid="payout-bank-name"
              />
              <TextField
                form={form}
                name="account_number"
                label={t('console.account_number')}
                hint={t('console.account_number_hint')}
                autoCapitalize="characters"
                spellCheck={false}
                data-testid="payout-account-number"
              />
            </>
          ) : (
            <TextField
              form={form}
              name="mobile_number"
              label={t('console.mobile_number')}
              hint={t('console.mobile_hint')}
              type="tel"
              inputMode="tel"
              data-testid="payout-mobile"
            />
          )}
        </div>
        <SubmitButton
          pending={sending}
          label={t('console.payout_submit')}
          pendingLabel={t('console.apply_sending')}
        />
      </form>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={t('console.payout_confirm', {
          amount: format.money(asked?.amount ?? 0),
          account: asked ? payoutAccountLine(t, asked.method, payoutAccountOf(asked)) : '',
        })}
        description={t('console.payout_confirm_hint')}
        confirmLabel={t('console.payout_submit')}
        cancelLabel={t('console.cancel')}
        onConfirm={() => asked && void send(asked)}
      />
    </>
  );
}
