import type { FormFailure } from '@bazaar/contract/forms';
import { TEXT_MAX, TICKET_PRIORITIES, TICKET_TYPES } from '@bazaar/domain';
import { Send } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { shortDate } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import type { OrderOption } from '../../../lib/ticket-form';
import { FormAlert } from '../../auth/auth-card';
import { Field, SelectField, TextAreaField, XsrfField } from '../../auth/fields';
import { AttachmentsField, useAttachments } from './attachments-field';

export type OrderChoice = OrderOption;

/** The new-ticket form: subject, order (optional), topic, priority, message and up to 3 photos. */
export function CreateTicketForm({
  orders,
  prefill,
  failure,
}: {
  orders: OrderChoice[];
  prefill: number | null;
  failure: FormFailure | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const files = useAttachments(failure?.fields.attachments);
  const errors = failure?.fields ?? {};
  const values = failure?.values;
  const orderLabel = (o: OrderChoice) =>
    o.store && o.created_at
      ? t('tickets.order_option', { id: o.id, store: o.store, date: shortDate(o.created_at, locale) })
      : t('customer.order_number', { id: o.id });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={files.guard}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 tablet:p-6"
      data-testid="ticket-create-form"
    >
      <XsrfField />
      <FormAlert message={failure?.general} />
      <Field
        name="subject"
        label={t('tickets.subject')}
        idPrefix="ticket"
        hint={t('tickets.subject_hint')}
        defaultValue={values?.subject}
        error={errors.subject}
      />
      <SelectField
        id="ticket-order_id"
        name="order_id"
        label={t('tickets.order')}
        defaultValue={values?.order_id ?? (prefill === null ? '' : String(prefill))}
        error={errors.order_id}
        options={[
          { value: '', label: t('tickets.no_order') },
          ...orders.map((o) => ({ value: String(o.id), label: orderLabel(o) })),
        ]}
      />
      <div className="grid gap-x-4 tablet:grid-cols-2">
        <SelectField
          id="ticket-type"
          name="type"
          label={t('tickets.topic')}
          defaultValue={values?.type ?? ''}
          error={errors.type}
          options={[
            { value: '', label: t('tickets.topic_auto') },
            ...TICKET_TYPES.map((type) => ({ value: type, label: t(`tickets.type.${type}`) })),
          ]}
        />
        <SelectField
          id="ticket-priority"
          name="priority"
          label={t('tickets.priority')}
          defaultValue={values?.priority ?? 'medium'}
          error={errors.priority}
          options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`tickets.priority.${p}`) }))}
        />
      </div>
      <TextAreaField
        id="ticket-message"
        name="message"
        label={t('tickets.message')}
        hint={t('tickets.message_hint')}
        defaultValue={values?.message}
        error={errors.message}
        maxLength={TEXT_MAX}
        rows={6}
      />
      <AttachmentsField
        id="ticket-attachments"
        error={files.error}
        names={files.names}
        onFiles={files.onFiles}
      />
      <button
        type="submit"
        disabled={sending}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 tablet:w-auto"
        data-testid="ticket-submit"
      >
        <Send className="size-4 rtl:-scale-x-100" aria-hidden />{' '}
        {sending ? t('tickets.sending') : t('tickets.submit')}
      </button>
    </Form>
  );
}
